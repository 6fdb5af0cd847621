// A small round-robin HTTP proxy on loopback, standing in for the load balancer in front of
// several API processes: each request goes to the next upstream in turn.
import http from 'node:http';
import type net from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** How many requests each upstream got, in the order given. */
  served: number[];
  close: () => Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const served = upstreams.map(() => 0);
  let turn = 0;
  const server = http.createServer((req, res) => {
    const i = turn++ % upstreams.length;
    served[i]!++;
    const upstream = http.request(
      new URL(req.url!, upstreams[i]),
      { method: req.method, headers: req.headers, agent },
      (up) => {
        res.writeHead(up.statusCode!, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream ${upstreams[i]} failed: ${err.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
