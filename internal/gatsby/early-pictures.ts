import type { CreatePagesArgs } from "gatsby";

/**
 * Every picture the pages show, at the sizes their queries ask for (the same selections as in
 * src/, which a unit test holds together: another size would be encoded twice).
 */
export const EARLY_PICTURES_QUERY = `{
  allScreenshotsYaml {
    nodes { image { childImageSharp { gatsbyImageData(width: 660, breakpoints: [240, 330, 480, 660]) } } }
  }
  siteContent {
    logo {
      childImageSharp {
        header: gatsbyImageData(width: 40, height: 40, layout: FIXED, placeholder: NONE)
        hero: gatsbyImageData(width: 192, placeholder: NONE)
      }
    }
  }
}`;

/**
 * Asks for the pictures while the pages are made, which starts sharp's encoding: Gatsby runs the
 * page queries only after its HTML renderer, and the encoding would then follow every other step.
 * Started here, it runs beside Gatsby's own steps; the pages' queries later find it done.
 */
export async function encodePicturesEarly(graphql: CreatePagesArgs["graphql"]): Promise<void> {
  // `gatsby develop` encodes a picture when a browser first asks for it.
  if (process.env.NODE_ENV !== "production") return;
  const { errors } = await graphql(EARLY_PICTURES_QUERY);
  if (errors) throw new Error(`The pictures could not be queried: ${JSON.stringify(errors)}`);
}
