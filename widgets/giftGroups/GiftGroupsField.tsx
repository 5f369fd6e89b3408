// Gift groups: one fieldset per group, one gift chosen per group; each gift a full-width row
// (radio, picture, description). The gift code is the radio's value only, never shown.
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { errorId, fieldError, formContextOf, tr } from '../shared/formContext.js';
import { isRecord, safeImageSrc } from '../shared/sanitize.js';
import { useEvaluated } from '../shared/useEvaluated.js';
import { toGroups, type GiftGroupsOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function GiftGroupsField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = getUiOptions(props.uiSchema) as Partial<GiftGroupsOptions>;
  const source = useEvaluated(fc, o.source);
  const id = props.fieldPathId.$id;
  const chosen: Record<string, unknown> = isRecord(props.formData) ? props.formData : {};
  const error = fieldError(fc, props.name, props.rawErrors);
  const locked = props.disabled || props.readonly;

  if (source.status !== 'ok') return <div id={id} className="wg-gifts" aria-busy={source.status === 'pending' || undefined} />;

  const select = (key: string, code: string) => props.onChange({ ...chosen, [key]: code }, props.fieldPathId.path);

  return (
    <div id={id} className="wg-gifts">
      {toGroups(fc.runtime.shown(source.value)).map((group, gi) => {
        const selected = chosen[group.key];
        return (
          <fieldset key={group.key} className="wg-gift-group" aria-describedby={error ? errorId(id) : undefined}>
            <legend className="wg-gift-group__name">{group.name}</legend>
            <p className="wg-gift-group__counters">
              <span>{tr(runtime, o.neededLabel, { n: group.needed ?? 1 })}</span>
              <span>{tr(runtime, o.chosenLabel, { n: typeof selected === 'string' && selected !== '' ? 1 : 0 })}</span>
              <span>{tr(runtime, o.availableLabel, { n: group.available ?? group.gifts.length })}</span>
            </p>
            <div className="wg-gift-group__options">
              {group.gifts.map((gift, i) => {
                const optionId = `${id}__${gi}_${i}`;
                const pic = safeImageSrc(gift.PicURL);
                return (
                  <label key={gift.GiftCode} htmlFor={optionId} className={selected === gift.GiftCode ? 'wg-gift wg-gift--chosen' : 'wg-gift'}>
                    <input
                      id={optionId}
                      type="radio"
                      name={`${id}__${group.key}`}
                      value={gift.GiftCode}
                      checked={selected === gift.GiftCode}
                      disabled={locked}
                      onChange={() => select(group.key, gift.GiftCode)}
                    />
                    {pic ? <img className="wg-gift__pic" src={pic} alt={gift.Description} loading="lazy" /> : null}
                    {/* The bank's internal gift code stays the radio's value: customers never see it. */}
                    <span className="wg-gift__desc">{gift.Description}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
