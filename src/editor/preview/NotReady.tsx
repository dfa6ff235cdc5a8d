import type { PreviewContent } from "./preview-content";
import { PreviewNotice } from "./PreviewNotice";
import { ProblemList } from "./ProblemList";

/** What the preview shows while it cannot show the page: loading, a failed load, or the problems. */
export function NotReady({ content }: { readonly content: Exclude<PreviewContent, { state: "ready" }> }) {
  switch (content.state) {
    case "loading":
      return <PreviewNotice tone="info" heading="Loading the saved content the preview needs…" />;
    case "failed":
      return (
        <PreviewNotice tone="problem" heading="The preview could not load the saved content">
          <p>{content.message}</p>
        </PreviewNotice>
      );
    case "problems":
      return <ProblemList problems={content.problems} />;
  }
}
