/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { portInUse } from "./local-services";

describe("the ports `npm run edit` needs", () => {
  it("are in use while something listens on them", async () => {
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
    const { port } = server.address() as AddressInfo;
    expect(await portInUse(port)).toBe(true);
    await new Promise((resolve) => server.close(resolve));
    expect(await portInUse(port)).toBe(false);
  });
});
