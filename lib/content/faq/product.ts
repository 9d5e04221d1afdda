import type { FaqEntries } from './types';

export const product: FaqEntries = ({ name }) => [
  {
    question: 'Who sells the products?',
    answer: [
      `Farmers, cooperatives and agribusinesses who have been onboarded by ${name}. Each product page shows the seller’s name and address, so you know where your food comes from.`,
    ],
  },
  {
    question: 'How do I know a product is in stock?',
    answer: [
      'Every product page shows an In stock or Out of stock badge and the quantity the seller has available. Only in-stock products can be added to your cart or wishlist; an out-of-stock product keeps its page, so you can come back to it once the seller has restocked.',
    ],
  },
  {
    question: 'How fresh is the produce?',
    answer: [
      'Sellers list what they have harvested or are about to harvest, and perishable produce is packed close to dispatch. The product description says how the item is sold (for example per tuber, basket, bag or litre), how it is stored and any other details from the seller.',
    ],
  },
  {
    question: 'Who can write a review?',
    answer: [
      'Only buyers who have paid for an order containing the product. Open the order from your order history and use the review button beside the product to give a rating from 1 to 5 stars and describe your experience. Reviews appear on the product page under Customer Feedback.',
    ],
  },
  {
    question: 'What is the wishlist for?',
    answer: [
      'The heart button on a product saves it to your wishlist, so you can find it again and buy it later. The wishlist icon in the header shows a dot when it has items. Saving a product does not reserve stock.',
    ],
  },
  {
    question: 'The product I want is not listed. Can you find it?',
    answer: [
      'New sellers and harvests are added regularly, so search again in a few days. You can also open a support ticket in the Product category telling us what you are looking for and the quantity you need, and we will share it with sellers who grow it.',
    ],
  },
];
