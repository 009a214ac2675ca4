/*
 * Every input kind loaded, with every part of the form few forms use (./form-parts.ts): what
 * the build and the tests use. Each loader is named after its kind (or the part it adds).
 */
import './loaders/choiceGroups.ts';
import './loaders/companionView.ts';
import './loaders/date.ts';
import './loaders/datetime.ts';
import './loaders/duration.ts';
import './loaders/feetInches.ts';
import './loaders/fraction.ts';
import './loaders/location.ts';
import './loaders/numberList.ts';
import './loaders/rememberedFields.ts';
import './loaders/repeatedOptions.ts';
import './loaders/text.ts';
import './loaders/time.ts';
import './loaders/timezone.ts';
