/** External destinations used across the site. One place so copy, footer and Semi agree. */
export const links = {
  hash: 'https://hash.chb.studio',
  semi: 'https://semi.chb.studio',
  email: 'hello@chb.studio',
  mailto: 'mailto:hello@chb.studio',
  personalProfile: 'https://www.linkedin.com/in/chb-founder',
  businessProfile: 'https://www.linkedin.com/company/chb-studio',
} as const;
