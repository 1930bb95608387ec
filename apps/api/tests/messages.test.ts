/**
 * Messages (issue 25): e-mails through a real SMTP round trip, SMS through the HTTP gateway
 * adapter (both against listeners this file starts), the demo mailbox kept in the database and
 * read by the demo accounts, and the server refusing to start with no way to send messages.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app.js';
import { ConfigError } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { demoAccounts, tenants, users } from '../src/db/schema.js';
import { hashPassword } from '../src/auth/passwords.js';
import {
  MessageError,
  NO_MESSAGE_TRANSPORT,
  createDemoMailboxTransport,
  createHttpSmsGateway,
  createMessageTransport,
  sendMessage,
  type TMessageTransport,
} from '../src/modules/messages/index.js';
import { createTestApp, testAppConfig, type TestApp } from './support/test-app.js';

type Mail = { from: string; to: string[]; user: string | undefined; raw: string };

/** An SMTP server on the loopback that asks for a password and keeps what it receives. */
async function startSmtpListener() {
  const received: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Request = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** An SMS gateway on the loopback: answers each request with `status`, and keeps them. */
async function startSmsReceiver(status = 200) {
  const received: Request[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"sms-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let demoTenantId = 0;

/** The advisor's notice of an expired signature, by e-mail. */
const sendExpiredNotice = (transport: TMessageTransport) =>
  sendMessage(
    { db: t.database.db, transport },
    {
      tenantId: demoTenantId,
      to: 'pierre.martin@example.com',
      templateId: 'envelope-expired',
      locale: 'fr',
      params: {
        brand: 'Souscription',
        advisorName: 'Antoine Durand',
        dossierLabel: 'dossier 1',
        url: 'https://x.test',
      },
    },
  );
let aestiamTenantId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(tenants);
  demoTenantId = rows.find((row) => row.code === 'demo')!.id;
  aestiamTenantId = rows.find((row) => row.code === 'aestiam')!.id;
}, 120_000);
afterAll(async () => t?.close());

describe('e-mails through SMTP', () => {
  it('reach a real SMTP server, signed in, with the sender, subject, text and HTML of the template', async () => {
    const smtp = await startSmtpListener();
    try {
      const transport = await createMessageTransport(t.database.db, {
        ...testAppConfig(),
        smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
        mailFrom: 'Souscription <no-reply@souscription.test>',
      });
      expect(transport.mode).toBe('deliver');
      expect(transport.channels).toEqual(['email']);
      await sendMessage(
        { db: t.database.db, transport },
        {
          tenantId: demoTenantId,
          to: 'pierre.martin@example.com',
          templateId: 'signature-reminder',
          locale: 'en',
          params: {
            brand: 'Souscription',
            recipientName: 'Pierre Martin',
            dossierLabel: 'folder 1042',
            url: 'https://souscription.test/dossier/1042',
          },
        },
      );
      await transport.close();
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.user).toBe('mailer');
      expect(mail!.from).toBe('no-reply@souscription.test');
      expect(mail!.to).toEqual(['pierre.martin@example.com']);
      expect(mail!.raw).toMatch(/^From: Souscription <no-reply@souscription\.test>$/m);
      expect(mail!.raw).toMatch(/^Subject: Souscription: your signature is awaited$/m);
      expect(mail!.raw).toContain('text/plain');
      expect(mail!.raw).toContain('text/html');
      expect(mail!.raw).toContain('https://souscription.test/dossier/1042');
    } finally {
      await smtp.close();
    }
  });

  it('fail with the server’s refusal when the password is wrong (nothing is kept in a mailbox)', async () => {
    const smtp = await startSmtpListener();
    try {
      const transport = await createMessageTransport(t.database.db, {
        ...testAppConfig(),
        smtpUrl: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
        mailFrom: 'no-reply@souscription.test',
      });
      const sending = sendExpiredNotice(transport);
      await expect(sending).rejects.toBeInstanceOf(MessageError);
      await transport.close();
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe('SMS through the HTTP gateway adapter', () => {
  it('POSTs the JSON body of its template, values escaped, with the credentials header', async () => {
    const gateway = await startSmsReceiver();
    try {
      const sms = createHttpSmsGateway({
        url: gateway.url,
        auth: 'key-123',
        authHeader: 'X-API-Key',
        body: '{"recipient":"{{to}}","content":"{{text}}","sender":"{{from}}","type":"transactional"}',
        contentType: 'json',
        from: 'Souscript',
      });
      await sms.send({
        to: '+33612345678',
        text: 'Code "123456"\nvalable 10 minutes à partir de maintenant',
      });
      expect(gateway.received).toHaveLength(1);
      const [request] = gateway.received;
      expect(request!.method).toBe('POST');
      expect(request!.url).toBe('/v1/sms');
      expect(request!.headers['content-type']).toBe('application/json');
      expect(request!.headers['x-api-key']).toBe('key-123');
      expect(request!.headers.authorization).toBeUndefined();
      expect(JSON.parse(request!.body)).toEqual({
        recipient: '+33612345678',
        content: 'Code "123456"\nvalable 10 minutes à partir de maintenant',
        sender: 'Souscript',
        type: 'transactional',
      });
    } finally {
      await gateway.close();
    }
  });

  it('POSTs a form body with HTTP Basic credentials (the way Twilio is plugged in)', async () => {
    const gateway = await startSmsReceiver(201);
    try {
      const transport = await createMessageTransport(t.database.db, {
        ...testAppConfig(),
        smsGatewayUrl: gateway.url,
        smsGatewayUser: 'AC123',
        smsGatewayPassword: 'token:456',
        smsGatewayBody: 'To={{to}}&From={{from}}&Body={{text}}',
        smsGatewayContentType: 'form',
        smsFrom: '+33700000000',
      });
      expect(transport.channels).toEqual(['sms']);
      await sendMessage(
        { db: t.database.db, transport },
        {
          tenantId: demoTenantId,
          to: '+33612345678',
          templateId: 'one-time-code-sms',
          locale: 'fr',
          params: { brand: 'Souscription', code: '042917', minutes: 10 },
        },
      );
      const [request] = gateway.received;
      expect(request!.method).toBe('POST');
      expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request!.headers.authorization).toBe(
        `Basic ${Buffer.from('AC123:token:456').toString('base64')}`,
      );
      const form = new URLSearchParams(request!.body);
      expect(form.get('To')).toBe('+33612345678');
      expect(form.get('From')).toBe('+33700000000');
      expect(form.get('Body')).toBe(
        'Souscription : votre code de signature est 042917. Il expire dans 10 minutes. Ne le communiquez à personne.',
      );
      // No SMTP configured: an e-mail cannot go out, and says so.
      const email = sendExpiredNotice(transport);
      await expect(email).rejects.toMatchObject({ channel: 'email', reason: 'channel-unavailable' });
    } finally {
      await gateway.close();
    }
  });

  it('fails with the gateway’s status when it refuses the SMS', async () => {
    const gateway = await startSmsReceiver(401);
    try {
      const sms = createHttpSmsGateway({
        url: gateway.url,
        body: '{"to":"{{to}}","text":"{{text}}"}',
        contentType: 'json',
        from: '',
      });
      await expect(sms.send({ to: '+33612345678', text: 'x' })).rejects.toThrow('SMS gateway answered 401');
    } finally {
      await gateway.close();
    }
  });

  it('refuses a body template it cannot use', () => {
    const options = { url: 'http://127.0.0.1:9/sms', contentType: 'json' as const, from: '' };
    expect(() => createHttpSmsGateway({ ...options, body: '{"text":"{{text}}"}' })).toThrow(ConfigError);
    expect(() => createHttpSmsGateway({ ...options, body: '{"to":{{to}},"text":"{{text}}"}' })).toThrow(
      'SMS_GATEWAY_BODY must be JSON',
    );
  });
});

describe('the demo mailbox', () => {
  const send = (tenantId: number, to: string, code: string) =>
    sendMessage(
      { db: t.database.db, transport: createDemoMailboxTransport() },
      {
        tenantId,
        to,
        templateId: 'one-time-code-sms',
        locale: 'fr',
        params: { brand: 'Souscription', code, minutes: 10 },
        dossierId: 7,
      },
    );

  it('keeps each message and lists the caller’s tenant’s, newest first, page by page', async () => {
    await send(demoTenantId, '+33611111111', '111111');
    await send(demoTenantId, '+33622222222', '222222');
    await send(aestiamTenantId, '+33633333333', '333333');
    await sendMessage(
      { db: t.database.db, transport: createDemoMailboxTransport() },
      {
        tenantId: demoTenantId,
        to: 'claire.martin@example.test',
        templateId: 'signed-documents-available',
        locale: 'fr',
        params: {
          brand: 'Souscription',
          recipientName: 'Claire Martin',
          dossierLabel: 'dossier 7',
          documents: '« Bulletin de souscription »',
          dossierSigned: true,
          url: 'https://x.test/d/7',
        },
      },
    );
    const headers = await t.authAs('conseiller');
    const first = await t.app.inject({ url: '/api/demo-mailbox?itemsPerPage=2', headers });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.total_items).toBe(3);
    expect(body.messages.map((m: { to: string }) => m.to)).toEqual([
      'claire.martin@example.test',
      '+33622222222',
    ]);
    expect(body.messages[0]).toMatchObject({
      channel: 'email',
      subject: 'Souscription : vos documents signés',
      template_id: 'signed-documents-available',
      one_time_code: null,
    });
    expect(body.messages[1]).toMatchObject({
      channel: 'sms',
      subject: null,
      one_time_code: '222222',
      dossier_id: 7,
      text: 'Souscription : votre code de signature est 222222. Il expire dans 10 minutes. Ne le communiquez à personne.',
    });
    const second = await t.app.inject({ url: '/api/demo-mailbox?itemsPerPage=2&page=2', headers });
    expect(second.json().messages.map((m: { one_time_code: string }) => m.one_time_code)).toEqual(['111111']);
    // Another tenant's demo account reads its own tenant's messages only.
    const other = await t.app.inject({
      url: '/api/demo-mailbox',
      headers: await t.authAs('conseiller.aestiam'),
    });
    expect(other.json().messages.map((m: { one_time_code: string }) => m.one_time_code)).toEqual(['333333']);
  });

  it('is refused to an account the demo seed did not make', async () => {
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
    await t.database.db.insert(users).values({
      tenantId: demo!.id,
      username: 'real.advisor',
      firstname: 'Real',
      lastname: 'Advisor',
      email: 'real.advisor@example.com',
      role: 'advisor',
      passwordHash: await hashPassword('another-password-1'),
    });
    const tokens = await t.signIn('real.advisor', 'another-password-1');
    const response = await t.app.inject({
      url: '/api/demo-mailbox',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errors: [{ property: 'authorization', message: 'demo-mailbox.error.demo-accounts-only' }],
    });
  });

  it('is absent (404) once a transport is configured, even to a demo account', async () => {
    const smtp = await startSmtpListener();
    const app = await buildApp({
      config: {
        ...t.config,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        mailFrom: 'no-reply@souscription.test',
      },
      database: t.database,
      logger: false,
    });
    try {
      const response = await app.inject({ url: '/api/demo-mailbox', headers: await t.authAs('conseiller') });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([{ property: 'path', message: 'demo-mailbox.error.absent' }]);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

// Note: each test migrates a fresh embedded database of its own (no seed): slower than the others.
describe('starting the server', () => {
  it('refuses to start with no transport and no demo data, naming SMTP_URL and SMS_GATEWAY_URL', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const starting = buildApp({ config: testAppConfig(), database, logger: false });
      await expect(starting).rejects.toBeInstanceOf(ConfigError);
      await expect(buildApp({ config: testAppConfig(), database, logger: false })).rejects.toThrow(
        NO_MESSAGE_TRANSPORT,
      );
      expect(NO_MESSAGE_TRANSPORT).toContain('SMTP_URL');
      expect(NO_MESSAGE_TRANSPORT).toContain('SMS_GATEWAY_URL');
      // With a transport, the same empty database starts.
      const app = await buildApp({
        config: testAppConfig({ smsGatewayUrl: 'http://127.0.0.1:9/sms' }),
        database,
        logger: false,
      });
      await app.close();
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to start once the demo accounts are gone; with an external issuer, starts unable to send', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const [tenant] = await database.db
        .insert(tenants)
        .values({
          code: 'solo',
          name: 'Solo',
          theme: { primaryColor: '#000000' } as never,
          features: {} as never,
        })
        .returning();
      const [user] = await database.db
        .insert(users)
        .values({
          tenantId: tenant!.id,
          username: 'demo.one',
          firstname: 'D',
          lastname: 'O',
          email: 'd@o.test',
          role: 'advisor',
        })
        .returning();
      await database.db.insert(demoAccounts).values({ userId: user!.id });
      const config = testAppConfig();
      await expect(createMessageTransport(database.db, config)).resolves.toMatchObject({
        mode: 'demo-mailbox',
      });
      // With an external issuer, the server starts without channels: only sending is refused.
      const external = await createMessageTransport(database.db, {
        ...config,
        oidcIssuer: 'https://issuer.example.com',
      });
      expect(external).toMatchObject({ mode: 'deliver', channels: [] });
      await expect(
        external.send(database.db, { channel: 'sms', to: '+33600000000', text: 'code' } as never),
      ).rejects.toMatchObject({ reason: 'channel-unavailable' });
      await database.db.delete(users).where(eq(users.id, user!.id));
      await expect(createMessageTransport(database.db, config)).rejects.toThrow(NO_MESSAGE_TRANSPORT);
    } finally {
      await database.close();
    }
  }, 120_000);
});
