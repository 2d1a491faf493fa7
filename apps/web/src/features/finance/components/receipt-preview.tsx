import { useEffect, useState } from 'react';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { downloadReceipt } from '../../../api/place-payments.ts';
import { userMessage } from '../../../lib/api-client.ts';

/**
 * The receipt beside the payment's data: fetched with finance's token (the API serves it only as a download)
 * and shown from a local blob — an image as an image, a PDF in the browser's viewer — never from the portal's
 * own address.
 */
export function ReceiptPreview({ paymentId, label }: { paymentId: number; label: string }) {
  const [file, setFile] = useState<{ url: string; type: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    downloadReceipt(paymentId)
      .then(({ blob, fileName }) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setFile({ url, type: blob.type, name: fileName });
      })
      .catch((err: unknown) => live && setError(userMessage(err, 'No se pudo abrir el comprobante.')));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [paymentId]);

  if (error) {
    return (
      <Text c="red.9" fz="sm" role="alert">
        {error}
      </Text>
    );
  }
  if (!file) return <Loader size="sm" role="status" aria-label="Abriendo el comprobante" />;
  return (
    <Stack gap="xs">
      {file.type.startsWith('image/') ? (
        <img
          src={file.url}
          alt={label}
          style={{ maxWidth: '100%', maxHeight: 420, objectFit: 'contain', border: '1px solid #dee2e6' }}
        />
      ) : (
        <object data={file.url} type="application/pdf" aria-label={label} style={{ width: '100%', height: 420 }}>
          <Text fz="sm">El navegador no muestra el PDF aquí: descárgalo.</Text>
        </object>
      )}
      <Anchor href={file.url} download={file.name} fz="sm" c="navy.8" fw={600}>
        Descargar comprobante
      </Anchor>
    </Stack>
  );
}
