/**
 * The editor's page runs under a Content-Security-Policy without 'unsafe-eval'. zod, which checks
 * the values in the preview and before saving, would otherwise probe whether it may compile its
 * checks with `new Function` (which the policy reports as a violation) before parsing the first
 * group of fields; its documented `jitless` setting makes it parse without compiling.
 */
import { z } from "zod";

z.config({ jitless: true });
