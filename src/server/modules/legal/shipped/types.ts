/** A legal document: title, version date and sections of paragraphs. */
export interface LegalDocument {
  title: string;
  description: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export interface LegalTexts {
  termsOfService: LegalDocument;
  dataProtection: LegalDocument;
  imprint: LegalDocument;
}
