/**
 * A process sending one request over and over, `atOnce` at a time, each lane again as soon as it is answered, until
 * its parent says stop; it then hands back every status it was answered and exits. Started by request-burst.ts.
 */
interface BurstOrder {
  url: string;
  init: RequestInit;
  atOnce: number;
}

const statuses: number[] = [];
let running = true;

process.once('message', (order: BurstOrder) => {
  const lanes = Array.from({ length: order.atOnce }, async () => {
    while (running) {
      try {
        const res = await fetch(order.url, order.init);
        await res.arrayBuffer();
        statuses.push(res.status);
      } catch {
        statuses.push(0);
      }
    }
  });
  process.once('message', () => {
    running = false;
    void Promise.all(lanes).then(() => process.send!(statuses, () => process.exit(0)));
  });
  process.send!('started');
});
