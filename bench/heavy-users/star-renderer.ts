import type { HeavyKind } from './heavy-kind.js';
import { renderAgainAndAgain } from './render-again.js';
import { saveProject } from './save-project.js';

/** A section of 100 KB of emphasis markers around one letter: one run of N once nested N/2 strong nodes. */
const STARS = `${'*'.repeat(50_000)}x${'*'.repeat(50_000)}`;
/** Projects one account keeps rendering at once, as issue 48's attackers queued two each. */
const PROJECTS = 2;

/** An account making the files of PROJECTS one-section projects of STARS again and again, all at once. */
export const starRenderer: HeavyKind = {
  does: `making ${PROJECTS} books of one 100 KB \`*\` section again and again`,
  async prepare(seedingUrl, user, label) {
    const routes: string[] = [];
    for (let project = 1; project <= PROJECTS; project++) {
      routes.push(await saveProject(seedingUrl, user, `Stars ${project}`, [{ sectionName: 'Stars', content: STARS }]));
    }
    return (baseUrl) => {
      const stops = routes.map((route) => renderAgainAndAgain(baseUrl, user, route));
      return async () => {
        const times = await Promise.all(stops.map((stop) => stop()));
        return `${label}: ${PROJECTS} books of one section of ${STARS.length.toLocaleString('en-US')} characters, their files made (start to end) ${times.map((each, i) => `book ${i + 1}: ${each}`).join('; ')}`;
      };
    };
  },
};
