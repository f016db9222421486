import { useState, type ReactElement } from 'react';
import { Rating } from './Rating';
import { averageRating, REVIEWS } from './reviews';
import './styles.css';

const MINIMUMS = [1, 2, 3, 4, 5] as const;

/** Every review with at least the chosen number of stars, and their average. */
export function ReviewList({ remoteName }: { remoteName: string }): ReactElement {
  const [minimum, setMinimum] = useState(1);
  const shown = REVIEWS.filter((review) => review.rating >= minimum);
  return (
    <section aria-labelledby={`${remoteName}-title`} className="reviews-page">
      <h1 id={`${remoteName}-title`}>Reviews</h1>
      <p>
        <Rating value={averageRating(shown)} /> {averageRating(shown)} average from {shown.length} reviews
      </p>
      <label>
        At least{' '}
        <select value={minimum} onChange={(event) => setMinimum(Number(event.target.value))}>
          {MINIMUMS.map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </select>
      </label>
      <ul className="reviews-list">
        {shown.map((review) => (
          <li key={review.id} className="reviews-item">
            <strong>{review.product}</strong> <Rating value={review.rating} />
            <p className="reviews-text">{review.text}</p>
            <small>{review.author}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
