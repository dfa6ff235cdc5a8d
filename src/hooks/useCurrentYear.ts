import { useEffect, useState } from "react";

/**
 * The visitor's current year. The server-rendered HTML carries the build year; after hydration the
 * browser's clock takes over, so a site built in December still says the right year in January,
 * without a hydration mismatch (the first client render matches the HTML).
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  return year;
}
