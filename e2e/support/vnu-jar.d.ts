/** The path of the W3C Nu HTML checker's jar, as a String object. */
declare module "vnu-jar" {
  const jar: string;
  export default jar;
}
