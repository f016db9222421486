export interface Review {
  id: string;
  product: string;
  author: string;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
}

export const REVIEWS: readonly Review[] = [
  {
    id: 'r1',
    product: 'Espresso cup',
    author: 'Ana',
    rating: 5,
    text: 'Keeps the crema; the handle fits two fingers.',
  },
  { id: 'r2', product: 'Pour-over kettle', author: 'Tom', rating: 4, text: 'Steady pour, slow to heat.' },
  { id: 'r3', product: 'Hand grinder', author: 'Mei', rating: 3, text: 'Even grind, but my arm disagrees.' },
  { id: 'r4', product: 'Espresso cup', author: 'Lars', rating: 4, text: 'Thick walls, warm coffee.' },
  { id: 'r5', product: 'Milk jug', author: 'Sofia', rating: 2, text: 'The spout drips on latte art.' },
];

/** The mean rating, to one decimal; 0 for no reviews. */
export function averageRating(reviews: readonly Review[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
}
