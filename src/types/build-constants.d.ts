// Values the build defines for the HTML renderer (internal/gatsby/on-create-webpack-config.ts).

/** The compiled behaviours (src/behaviours/entry.ts) for the pages' inline script; "" outside builds. */
declare const __SITE_SCRIPT__: string;
/** True when rendering the pages a build ships: they go without Gatsby's browser runtime. */
declare const __PAGES_WITHOUT_RUNTIME__: boolean;
