/* Every input kind loaded: what the build and the tests use. Each loader is named after its kind. */
import './loaders/date.ts';
import './loaders/datetime.ts';
import './loaders/duration.ts';
import './loaders/fraction.ts';
import './loaders/location.ts';
import './loaders/numberList.ts';
import './loaders/text.ts';
import './loaders/time.ts';
import './loaders/timezone.ts';
