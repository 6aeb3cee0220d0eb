// The ceiling of the request-path rows (issue 13): a bare Fastify route in a process of its own,
// as the platform's server runs in its own process. Usage: node bench/ceilingServer.mjs <port>
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.argv[2]), host: "127.0.0.1" });
