/** The US animal poison control lines a toxicity result sends the visitor to, first. */
export const POISON_LINES =
  'ASPCA Animal Poison Control (888) 426-4435 or Pet Poison Helpline (855) 764-7661 in the US; fees may apply';
