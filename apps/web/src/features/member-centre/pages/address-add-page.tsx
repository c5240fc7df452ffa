import { AddressForm } from '../components/address-form';
import { EditAddress } from '../components/edit-address';

/**
 * Adds an address, or edits the one named by `id`. `select=1` (opened to pick an address for an order) changes
 * nothing here: saving goes back to the list that picks.
 */
export default function AddressAddPage({ id }: { id?: string | undefined; select?: string | undefined }) {
  return id ? <EditAddress key={id} id={id} /> : <AddressForm />;
}
