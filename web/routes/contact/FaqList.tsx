import styled from '@emotion/styled';
import { useId } from 'react';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { contact } from '../../content/contact.ts';
import { color, layout, media } from '../../theme/tokens.ts';

const List = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: 1.5rem;
  }
`;

const Item = styled.div`
  padding: 1.5rem;
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
`;

const Question = styled.dt`
  margin-bottom: 0.5rem;
  font-size: 1.125rem;
  font-weight: 650;
`;

const Answer = styled.dd`
  margin: 0;
  color: ${color.muted};
`;

/** 'Common Questions': the four fixed questions and answers. */
export function FaqList() {
  const titleId = useId();
  return (
    <Section tone="tint" labelledBy={titleId}>
      <SectionHeader id={titleId} title={contact.faq.title} />
      <List>
        {contact.faq.items.map((item) => (
          <Item key={item.question}>
            <Question>{item.question}</Question>
            <Answer>{item.answer}</Answer>
          </Item>
        ))}
      </List>
    </Section>
  );
}
