// The entry compiled into the pages' inline script (see index.ts).
import { installBehaviours } from "./index";

installBehaviours(document);
