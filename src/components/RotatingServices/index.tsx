import { Fragment, type ReactNode } from 'react';
import { rotatingServices } from '@site/src/model/secrets';

/** The services that decrypt a secret and re-encrypt it in a key rotation, as an inline list. */
export default function RotatingServices(): ReactNode {
  return (
    <>
      {rotatingServices.map((service, index) => (
        <Fragment key={service}>
          {index === 0 ? '' : index === rotatingServices.length - 1 ? ' and ' : ', '}
          <code>{service}</code>
        </Fragment>
      ))}
    </>
  );
}
