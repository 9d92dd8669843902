import type { PublishDestination } from '../../../shared/schemas/publish-check.js';
import { DESTINATIONS } from './destination-rules.js';
import { checkedFiles, type PublishFiles } from './publish-files.js';

/** Applies every destination's rules to the files; a destination whose files are not made yet is left out. */
export function runPublishCheck(files: PublishFiles, destinations = DESTINATIONS): PublishDestination[] {
  const checked = checkedFiles(files);
  return destinations
    .filter(({ needs }) => !needs || needs(checked))
    .map(({ id, name, rules }) => {
      const results = rules.map(({ rule, source, check }) => {
        const change = check(checked);
        return { rule, source, passed: change === null, change };
      });
      return { id, name, passed: results.every(({ passed }) => passed), rules: results };
    });
}
