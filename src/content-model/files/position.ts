import { wholeNumber } from "../fields";

/** Where a product stands among the others of its kind on the home page. */
export const position = () =>
  wholeNumber(
    1,
    999,
    "Where the card stands in its group on the home page: 1 comes first. Products without one come after, by name.",
  );
