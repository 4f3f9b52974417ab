// A rolling restart through HAProxy's runtime API: drain, SIGTERM, start, ready, one instance at a time.

/** Fields of `show stat` for one server of the `api` backend (CSV with a `# pxname,svname,…` header). */
export async function serverStat(haproxy, name) {
  const csv = await haproxy.command('show stat');
  const [header, ...rows] = csv.split('\n');
  const fields = header.replace(/^# /, '').split(',');
  const row = rows.map((line) => line.split(',')).find((cells) => cells[0] === 'api' && cells[1] === name);
  return row ? Object.fromEntries(fields.map((field, i) => [field, row[i]])) : null;
}

export async function waitFor(predicate, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Takes one instance out gently: no new requests (drain), the ones it has finished, then SIGTERM and a fresh start. */
export async function restartOne(haproxy, instance, log) {
  await haproxy.command(`set server api/${instance.name} state drain`);
  await waitFor(async () => Number((await serverStat(haproxy, instance.name))?.scur ?? 0) === 0, 15_000, `${instance.name} to drain`).catch(
    (error) => log(`${error.message}; stopping it anyway`),
  );
  await instance.stop();
  await instance.start();
  await haproxy.command(`set server api/${instance.name} state ready`);
  await waitFor(async () => (await serverStat(haproxy, instance.name))?.status === 'UP', 15_000, `${instance.name} to be UP in HAProxy`);
  log(`${instance.name} restarted (pid ${instance.pid})`);
}
