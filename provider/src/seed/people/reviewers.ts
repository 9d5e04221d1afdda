import { UNUSABLE_PASSWORD } from '../../auth/passwords';
import { Rng } from '../random';

/**
 * Buyers who left the seeded reviews. They are verified accounts that can never sign in (their
 * password hash matches nothing), so the reviews have real authors without usable credentials.
 */
const FIRST_NAMES = [
  'Adaobi', 'Babatunde', 'Chiamaka', 'Dauda', 'Ebere', 'Folake', 'Gbenga', 'Hadiza', 'Ikechukwu', 'Jumoke',
  'Kelechi', 'Lami', 'Mojisola', 'Nnamdi', 'Obinna', 'Patience', 'Rukayat', 'Segun', 'Temitope', 'Uche',
  'Victoria', 'Wale', 'Yetunde', 'Zubairu', 'Akpan', 'Bolanle', 'Chidi', 'Damilola', 'Ekaette', 'Fatima',
  'Godwin', 'Hauwa', 'Idris', 'Joy', 'Kunle', 'Lilian', 'Maryam', 'Nkechi', 'Oluwaseun', 'Tobi',
];
const LAST_NAMES = [
  'Okonkwo', 'Adebayo', 'Ibrahim', 'Eze', 'Olaniyan', 'Umeh', 'Akinola', 'Suleiman', 'Nwachukwu', 'Ogundipe',
  'Bassey', 'Yusuf', 'Onyekachi', 'Balogun', 'Effiong', 'Mohammed', 'Okoro', 'Fashola', 'Ndukwe', 'Aliyu',
  'Oyelaran', 'Ekpo', 'Chukwu', 'Adewale', 'Ibekwe', 'Abubakar', 'Ojo', 'Nnadi', 'Olatunji', 'Udo',
  'Agbaje', 'Danladi', 'Ezeani', 'Oladipo', 'Etuk', 'Garba', 'Obiora', 'Adeleke', 'Tanko', 'Iroha',
];
const PLACES: readonly (readonly [string, string])[] = [
  ['Lagos', 'Ikeja'], ['Lagos', 'Lekki'], ['Lagos', 'Surulere'], ['FCT', 'Abuja'], ['Oyo', 'Ibadan'],
  ['Rivers', 'Port Harcourt'], ['Kano', 'Kano'], ['Enugu', 'Enugu'], ['Kaduna', 'Kaduna'], ['Ogun', 'Abeokuta'],
  ['Anambra', 'Awka'], ['Delta', 'Asaba'], ['Edo', 'Benin City'], ['Plateau', 'Jos'], ['Kwara', 'Ilorin'],
];
const STREETS = ['Adeola Odeku Street', 'Awolowo Road', 'Ogui Road', 'Ahmadu Bello Way', 'Aba Road', 'Ring Road', 'Zik Avenue', 'Murtala Mohammed Way'];

const REVIEWER_COUNT = 40;

export interface SeedReviewer {
  buyerId: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  state: string;
  city: string;
  address: string;
  zipcode: string;
  password_hash: string;
}

export function buildReviewers(): SeedReviewer[] {
  const rng = new Rng('reviewers');
  const taken = new Set<string>();
  return Array.from({ length: REVIEWER_COUNT }, (_, i) => {
    let buyerId = `AGB${rng.digits(8)}`;
    while (taken.has(buyerId)) buyerId = `AGB${rng.digits(8)}`;
    taken.add(buyerId);
    const firstname = FIRST_NAMES[i]!;
    // Step through the surnames out of line so the pairs do not read like a list.
    const lastname = LAST_NAMES[(i * 17) % LAST_NAMES.length]!;
    const [state, city] = rng.pick(PLACES);
    return {
      buyerId,
      firstname,
      lastname,
      email: `${firstname}.${lastname}.${i + 1}@example.com`.toLowerCase(),
      phone: `0706${String(2000000 + i * 3571).padStart(7, '0')}`,
      state,
      city,
      address: `${rng.int(1, 120)} ${rng.pick(STREETS)}, ${city}`,
      zipcode: String(rng.int(100001, 999999)),
      password_hash: UNUSABLE_PASSWORD,
    };
  });
}
