/**
 * Every page's module, evaluated as soon as the HTML renderer starts, in this one order.
 *
 * Why: styled-components numbers each component's group of CSS rules when the component is
 * defined, and writes a page's rules in that order. Gatsby's renderer loads a page's module when
 * it first renders that page, and a rebuild renders only the pages whose data changed, so without
 * this file the order of the CSS in a page (its bytes, and with rules of equal weight its look)
 * would depend on which other pages the same build happened to render first. With it, a page's
 * HTML is the same whichever pages a build renders (e2e/editor-saved.spec.ts's last build proves it).
 *
 * A new page or template belongs here too; the rebuild check fails without it only by chance, so
 * src/ssr/every-page-module.test.ts compares this list with src/pages and src/templates.
 */
import "../pages/index";
import "../pages/404";
import "../templates/gallery";
import "../templates/app-detail";
import "../templates/app-privacy";
import "../templates/app-support";
import "../templates/privacy-policy";
import "../templates/app-accessibility";
import "../templates/app-terms";
import "../templates/app-press";
