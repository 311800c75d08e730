import styled from '@emotion/styled';
import type { ProductColor } from '../content/products.ts';
import { color } from '../theme/tokens.ts';

const fills: Record<ProductColor, string> = {
  primary: color.primary,
  secondary: color.secondary,
  quaternary: color.quaternary,
  accent: color.accent,
};

/** Text on each fill: the brand pink takes dark text, the darker theme colours take light text. */
const inks: Record<ProductColor, string> = {
  primary: color.onPrimary,
  secondary: color.surface,
  quaternary: color.surface,
  accent: color.surface,
};

/** The product's punctuation mark in a tile of its colour; decorative next to the product name. */
export const ProductSymbol = styled.span<{ tone: ProductColor; large?: boolean }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ large }) => (large ? '4rem' : '3rem')};
  height: ${({ large }) => (large ? '4rem' : '3rem')};
  border-radius: 30%;
  background: ${({ tone }) => fills[tone]};
  color: ${({ tone }) => inks[tone]};
  font-family: 'Fraunces', Georgia, serif;
  font-size: ${({ large }) => (large ? '2.25rem' : '1.625rem')};
  font-weight: 600;
  line-height: 1;
`;
