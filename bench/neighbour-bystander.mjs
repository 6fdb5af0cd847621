// The bystander of `npm run bench neighbour`, in a process of its own: its requests are timed on
// an event loop and a thread pool (which unzips answers) that the hostile client's 200 requests do
// not share; on a real network the two customers are different machines. Plain JavaScript, run
// with plain node.
const { base, tokens, reads } = JSON.parse(process.argv[2]);
let done = false;
process.on('message', (m) => {
  if (m === 'stop') done = true;
});

// Warm up untimed: the first reads load fetch and open the connection, which is this process's own
// start, not the server's answer. Then tell the bench to start the hostile work.
for (const read of reads)
  await fetch(`${base}/api/v1${read}`, { headers: { authorization: `Bearer ${tokens[0]}` } }).then((r) =>
    r.arrayBuffer(),
  );
process.send('warm');

const latencies = [];
const statuses = {};
for (let n = 0; !done; n++) {
  const t0 = performance.now();
  const status = await fetch(`${base}/api/v1${reads[n % reads.length]}`, {
    headers: { authorization: `Bearer ${tokens[n % tokens.length]}` },
  })
    .then(async (r) => {
      await r.arrayBuffer();
      return r.status;
    })
    .catch(() => 0);
  latencies.push(performance.now() - t0);
  statuses[status] = (statuses[status] ?? 0) + 1;
  await new Promise((r) => setTimeout(r, 20));
}
process.send({ latencies, statuses }, () => process.disconnect());
