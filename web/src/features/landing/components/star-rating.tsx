import { Star, StarHalf } from 'lucide-react';
import { ratingLabel, starFills } from '../lib/star-rating';

/** Five gold stars with half stars; read out as one phrase ("Calificación: 4.5 de 5"). */
export function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={ratingLabel(rating)} className="flex gap-1">
      {starFills(rating).map((fill, index) => (
        <span key={index} data-fill={fill} className="relative h-5 w-5">
          <Star className="absolute inset-0 h-5 w-5 text-gold-300/40" aria-hidden="true" />
          {fill === 'full' && <Star className="absolute inset-0 h-5 w-5 fill-gold-400 text-gold-400" aria-hidden="true" />}
          {fill === 'half' && <StarHalf className="absolute inset-0 h-5 w-5 fill-gold-400 text-gold-400" aria-hidden="true" />}
        </span>
      ))}
    </div>
  );
}
