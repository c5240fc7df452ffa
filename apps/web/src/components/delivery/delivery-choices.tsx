import type { DeliveryDay } from '@ffe/shared/contracts/order';
import { useTranslation } from 'react-i18next';
import { DeliveryCalendar } from './delivery-calendar';
import styles from './delivery-choices.module.css';

/** A delivery date and time slot; `slot` undefined lets the server pick one of the day's slots. */
export interface DeliveryChoice {
  date: string;
  slot: string | undefined;
}

/** The days offered and the chosen date and slot (null while none is chosen). */
export interface DeliveryOffer {
  days: readonly DeliveryDay[];
  date: string | null;
  slot: string | null;
}

/**
 * The delivery days as a month calendar (a day that is closed, past today's cut-off or full cannot be chosen and says
 * why; a day with a surcharge shows it) and the chosen day's time slots (a full or cut-off slot cannot be chosen and says why).
 * Checkout and changing a paid order share it; its texts are the order pages' (`checkout.*`).
 */
export function DeliveryChoices({
  delivery,
  onChoose,
}: {
  delivery: DeliveryOffer;
  onChoose: (choice: DeliveryChoice) => void;
}) {
  const { t } = useTranslation();
  const chosenDay = delivery.days.find((day) => day.date === delivery.date);
  const openSlots = chosenDay?.slots.filter((slot) => slot.unavailable === null) ?? [];

  // Another day keeps the chosen time of day where that day still has it.
  const chooseDay = (day: DeliveryDay) => {
    const same = day.slots.find((slot) => slot.id === delivery.slot && slot.unavailable === null);
    onChoose({ date: day.date, slot: same?.id });
  };

  return (
    <>
      <DeliveryCalendar days={delivery.days} chosen={delivery.date} onChoose={chooseDay} />
      {chosenDay && (
        <fieldset className={styles.group}>
          <legend className={styles.visuallyHidden}>{t('checkout.deliverySlot')}</legend>
          <div className={styles.slots}>
            {chosenDay.slots.map((slot) => (
              <button
                key={slot.id}
                type="button"
                className={styles.slot}
                aria-pressed={slot.id === delivery.slot}
                disabled={slot.unavailable !== null}
                onClick={() => onChoose({ date: chosenDay.date, slot: slot.id })}
              >
                <span>{t('checkout.slotTime', { start: slot.start, end: slot.end })}</span>
                {slot.unavailable && (
                  <span className={styles.slotNote}>{t(`checkout.slotUnavailable.${slot.unavailable}`)}</span>
                )}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {openSlots.length === 0 && <p className={styles.hint}>{t('checkout.noSlot')}</p>}
    </>
  );
}
