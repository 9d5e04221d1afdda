import type { FaqEntries } from './types';

export const communityGuidelines: FaqEntries = ({ name }) => [
  {
    question: 'What are the community guidelines?',
    answer: [
      `${name} works because buyers and farmers trust each other. We ask everyone to be honest, respectful and fair: describe things as they are, keep conversations polite and settle problems through the marketplace rather than around it.`,
    ],
  },
  {
    question: 'What makes a good review?',
    answer: [
      'Describe the product you received and the delivery as they were: freshness, quantity, packaging, timing. Specific, honest reviews help other buyers and help sellers improve. Keep it about the product and the service, not about people.',
    ],
  },
  {
    question: 'What is not allowed in reviews and tickets?',
    answer: [
      'Insults, threats, hate speech, offensive language, spam, advertising, links to other sites and anyone’s personal details (phone numbers, addresses, account numbers). Reviews written in exchange for payment or discounts, or about products you did not buy, are not allowed either. We remove content that breaks these rules.',
    ],
  },
  {
    question: 'A seller asked me to pay outside the marketplace. What should I do?',
    answer: [
      `Do not pay. All payments go through the card payment providers at checkout; ${name} staff and sellers will never ask you to transfer money to a personal account. Report the request in a support ticket so that we can act on it.`,
    ],
  },
  {
    question: 'How do I report a listing or a review?',
    answer: [
      'Open a support ticket from the Support page, choose the Product category and give the product name or link and what is wrong. We look into every report and may remove listings or reviews, or suspend accounts, that break our rules.',
    ],
  },
  {
    question: 'What happens when someone breaks the guidelines?',
    answer: [
      'Depending on how serious it is, we remove the content, warn the account holder, or suspend or close the account. Fraud and threats may be reported to the relevant Nigerian authorities.',
    ],
  },
];
