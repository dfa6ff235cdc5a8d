import { EDITOR_PATH, LOCAL_BACKEND_FOLDER } from "../lib/addresses";
import { LANGUAGES } from "../lib/languages";

/**
 * Page addresses no content may claim: the pages of src/pages/ (the home page at `/`, which no
 * page address can be anyway, and the 404 page), and the addresses of what is not a page of
 * content. A unit test checks the list against src/pages/.
 */
export const PAGES_OF_SRC: readonly string[] = ["/", "/404", "/404.html"];

/**
 * Folders no page may be in: the content editor, its local backend (in development), and what
 * Gatsby and its plugins publish beside the pages (pictures in /static/, page data, the web app
 * manifest's icons). A page there would be hidden by them, or served with their headers.
 */
const RESERVED_FOLDERS: readonly string[] = [
  EDITOR_PATH.replace(/\/$/, ""),
  LOCAL_BACKEND_FOLDER,
  "/static",
  "/page-data",
  "/icons",
];

/**
 * Those pages, and the 404 page as Gatsby's development server shows it, each in every language's
 * folder too: `/es/404` is the Spanish 404 page.
 */
const RESERVED_PAGE_PATHS: ReadonlySet<string> = new Set(
  Object.values(LANGUAGES).flatMap(({ folder }) => [...PAGES_OF_SRC, "/dev-404-page"].map((p) => folder + p)),
);

/** Whether `path` is one of the addresses above, or inside one of the folders. */
export const isReservedPagePath = (path: string): boolean =>
  RESERVED_PAGE_PATHS.has(path) ||
  RESERVED_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`));
