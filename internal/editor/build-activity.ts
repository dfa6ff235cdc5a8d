/** The editor's build, as the site's build reports it: the benchmark reads its time under this name. */
export const EDITOR_BUILD_ACTIVITY = "Building the content editor";
