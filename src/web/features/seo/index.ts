// SEO: page meta and structured data. Other features, the routes and the root import this feature
// only through this file.

export { privatePageSeo, routeSeo, type Seo, seoMeta } from "./seo.ts";
export {
  absoluteUrl,
  blogPostingStructuredData,
  breadcrumbStructuredData,
  faqStructuredData,
  type JsonLd,
  profileStructuredData,
  seoImage,
  videoStructuredData,
} from "./structuredData.ts";
