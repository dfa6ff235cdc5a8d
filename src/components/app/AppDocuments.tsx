import { graphql, Link } from "gatsby";
import { APPLE_STANDARD_EULA } from "../../lib/app-store";
import { useWords } from "../layout/page-language";
import { InlineList } from "../ui/FeatureList";

export const appDocumentsFragment = graphql`
  fragment AppDocuments on AppContent {
    support {
      path
      linkLabel
    }
    privacy {
      path
      linkLabel
    }
    accessibility {
      path
      linkLabel
    }
    terms {
      path
      linkLabel
    }
    press {
      path
      linkLabel
    }
  }
`;

interface AppDocumentsProps {
  readonly app: Queries.AppDocumentsFragment;
  /** The page showing the list, left out of it. */
  readonly here?: string;
  readonly className?: string;
}

/**
 * The app's pages the App Store and Google Play ask a publisher for, and its press kit: its terms
 * are its own, or else Apple's standard license agreement.
 */
export function AppDocuments({ app, here, className }: AppDocumentsProps) {
  const { standardTerms } = useWords().publisher;
  const pages = [app.support, app.privacy, app.accessibility, app.terms, app.press].flatMap((page) =>
    page && page.path !== here ? [page] : [],
  );
  return (
    <InlineList $wide className={className}>
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path}>{page.linkLabel}</Link>
        </li>
      ))}
      {app.terms ? null : (
        <li>
          <a href={APPLE_STANDARD_EULA}>{standardTerms}</a>
        </li>
      )}
    </InlineList>
  );
}
