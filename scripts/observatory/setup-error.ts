/**
 * Something the scan needs and does not have (a build, ports 80 and 443): its message says what
 * to do, so `npm run observatory` prints it alone, without a stack.
 */
export class SetupError extends Error {
  override readonly name = "SetupError";
}
