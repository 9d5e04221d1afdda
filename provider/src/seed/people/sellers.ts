import type { Seller } from '../../db/schema';
import { Rng } from '../random';

/** The marketplace's sellers: farmers selling their own harvest, and cooperatives and companies. */
interface SellerDef {
  firstname?: string;
  lastname?: string;
  companyname?: string;
  state: string;
  city: string;
  address: string;
}

const SELLER_DEFS: readonly SellerDef[] = [
  { firstname: 'Terver', lastname: 'Aondoakaa', state: 'Benue', city: 'Makurdi', address: 'Km 4 Gboko Road, Makurdi' },
  { firstname: 'Aisha', lastname: 'Bello', state: 'Kano', city: 'Kano', address: '23 Zoo Road, Kano' },
  { firstname: 'Chinedu', lastname: 'Okafor', state: 'Enugu', city: 'Nsukka', address: '12 Ogurugu Road, Nsukka' },
  { firstname: 'Funmilayo', lastname: 'Adeyemi', state: 'Ogun', city: 'Abeokuta', address: '7 Oke-Ilewo Street, Abeokuta' },
  { firstname: 'Emeka', lastname: 'Nwosu', state: 'Anambra', city: 'Onitsha', address: 'Line 5, Relief Market, Onitsha' },
  { firstname: 'Ibrahim', lastname: 'Danjuma', state: 'Kaduna', city: 'Kachia', address: '18 Kafanchan Road, Kachia' },
  { firstname: 'Ngozi', lastname: 'Eze', state: 'Ebonyi', city: 'Abakaliki', address: '14 Ogoja Road, Abakaliki' },
  { firstname: 'Olumide', lastname: 'Ogunleye', state: 'Ondo', city: 'Akure', address: '9 Oba Adesida Road, Akure' },
  { firstname: 'Blessing', lastname: 'Etim', state: 'Akwa Ibom', city: 'Uyo', address: '33 Oron Road, Uyo' },
  { firstname: 'Musa', lastname: 'Abdullahi', state: 'Sokoto', city: 'Sokoto', address: 'Shop 41, Kara Market, Sokoto' },
  { firstname: 'Grace', lastname: 'Odey', state: 'Cross River', city: 'Ikom', address: '4 Calabar Road, Ikom' },
  { firstname: 'Yakubu', lastname: 'Gyang', state: 'Plateau', city: 'Jos', address: '2 Farin Gada Road, Jos' },
  { firstname: 'Halima', lastname: 'Usman', state: 'Kebbi', city: 'Argungu', address: '10 Sokoto Road, Argungu' },
  { firstname: 'Tunde', lastname: 'Bakare', state: 'Oyo', city: 'Ibadan', address: '56 Bodija Market Road, Ibadan' },
  { firstname: 'Efe', lastname: 'Omokaro', state: 'Delta', city: 'Warri', address: '27 Effurun-Sapele Road, Warri' },
  { firstname: 'Amina', lastname: 'Garba', state: 'Niger', city: 'Minna', address: '5 Kpakungu Road, Minna' },
  { firstname: 'Ifeanyi', lastname: 'Obi', state: 'Imo', city: 'Owerri', address: '6 Wetheral Road, Owerri' },
  { firstname: 'Tamuno', lastname: 'Briggs', state: 'Rivers', city: 'Port Harcourt', address: '21 Creek Road, Port Harcourt' },
  { firstname: 'Esther', lastname: 'Adaji', state: 'Kogi', city: 'Ankpa', address: '3 Ankpa-Anyigba Road, Ankpa' },
  { firstname: 'Zainab', lastname: 'Lawal', state: 'Jigawa', city: 'Hadejia', address: '11 Emir Palace Road, Hadejia' },
  { firstname: 'Bukola', lastname: 'Ajayi', state: 'Ekiti', city: 'Ado-Ekiti', address: '19 Ajilosun Street, Ado-Ekiti' },
  { companyname: 'Benue Agro Cooperative Ltd', state: 'Benue', city: 'Gboko', address: 'Plot 7, Yandev Road, Gboko' },
  { companyname: 'Kano Grains & Legumes Ltd', state: 'Kano', city: 'Kano', address: '45 Dawanau Market Road, Kano' },
  { companyname: 'Ofada Heritage Farms Ltd', state: 'Ogun', city: 'Ofada', address: 'Km 2 Ofada-Mokoloki Road, Ofada' },
  { companyname: 'Niger Delta Fisheries Ltd', state: 'Bayelsa', city: 'Yenagoa', address: '8 Mbiama-Yenagoa Road, Yenagoa' },
  { companyname: 'Jos Plateau Fresh Produce Ltd', state: 'Plateau', city: 'Bokkos', address: '1 Bokkos-Mangu Road, Bokkos' },
  { companyname: 'Idanre Cocoa Growers Union', state: 'Ondo', city: 'Idanre', address: '15 Alade Road, Idanre' },
  { companyname: 'Kaduna Ginger Exporters Ltd', state: 'Kaduna', city: 'Kafanchan', address: '30 Bank Road, Kafanchan' },
  { companyname: 'Mile 12 Fresh Market Hub Ltd', state: 'Lagos', city: 'Ketu', address: 'Block C, Mile 12 International Market, Ketu' },
  { companyname: 'Calabar Spice Gardens Ltd', state: 'Cross River', city: 'Calabar', address: '62 Ndidem Usang Iso Road, Calabar' },
  { companyname: 'Sahel Livestock Traders Ltd', state: 'Sokoto', city: 'Sokoto', address: 'Plot 3, Kasuwar Dabbobi, Sokoto' },
  { companyname: 'Abakaliki Rice Millers Ltd', state: 'Ebonyi', city: 'Abakaliki', address: 'Rice Mill Cluster, Mile 4, Abakaliki' },
  { companyname: 'Oyo Poultry Farms Ltd', state: 'Oyo', city: 'Ibadan', address: 'Km 12 Ibadan-Oyo Expressway, Ibadan' },
  { companyname: 'Edo Palm Produce Ltd', state: 'Edo', city: 'Benin City', address: '14 Sapele Road, Benin City' },
  { companyname: 'Kwara Shea Processors Ltd', state: 'Kwara', city: 'Ilorin', address: '9 Offa Garage Road, Ilorin' },
  { companyname: 'Kogi Cashew Growers Association', state: 'Kogi', city: 'Lokoja', address: '22 Ganaja Road, Lokoja' },
];

export type SeedSeller = Pick<Seller, 'sellerId' | 'seller_type' | 'firstname' | 'lastname' | 'companyname' | 'email' | 'phone' | 'state' | 'city' | 'address'>;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Sellers with ids in the provider's formats (AGS + 8 digits, AGCS + 4 digits), the same on every run. */
export function buildSellers(): SeedSeller[] {
  const rng = new Rng('sellers');
  const taken = new Set<string>();
  const fresh = (draw: () => string) => {
    let id = draw();
    while (taken.has(id)) id = draw();
    taken.add(id);
    return id;
  };
  return SELLER_DEFS.map((def, i) => {
    const company = def.companyname !== undefined;
    return {
      sellerId: fresh(() => (company ? `AGCS${rng.digits(4)}` : `AGS${rng.digits(8)}`)),
      seller_type: company ? 'company' : 'individual',
      firstname: def.firstname ?? null,
      lastname: def.lastname ?? null,
      companyname: def.companyname ?? null,
      email: company ? `sales.${slug(def.companyname!)}@example.com` : `${slug(`${def.firstname}.${def.lastname}`)}@example.com`,
      phone: `0803${String(1000000 + i * 7919).padStart(7, '0')}`,
      state: def.state,
      city: def.city,
      address: def.address,
    };
  });
}

export function sellerName(seller: SeedSeller): string {
  return seller.companyname ?? `${seller.firstname} ${seller.lastname}`;
}
