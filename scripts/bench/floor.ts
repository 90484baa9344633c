/**
 * The LCP floor of a throttling profile: the Largest Contentful Paint of the
 * smallest page there can be (one heading and one paragraph, no script, no
 * font, no image), served from loopback like the site. Under Lighthouse's
 * mobile network (562.5 ms round trip, 1.6 Mbps) and the profile's CPU, no
 * page can paint sooner; a route's LCP is judged by how far above it it is.
 */
import { createServer } from 'node:http';

const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LCP floor</title>
</head>
<body>
<h1>Custom wine cellars</h1>
<p>The smallest page the benchmark measures: its paint time is the floor every route is compared with.</p>
</body>
</html>
`;

export async function serveFloor(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(FLOOR_HTML);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(() => done())) };
}
