package dev.catalogkit.http;

import static io.restassured.RestAssured.given;

import io.restassured.config.DecoderConfig;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RedirectConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.apache.http.HttpConnection;
import org.apache.http.HttpEntity;
import org.apache.http.HttpResponse;
import org.apache.http.client.params.ClientPNames;
import org.apache.http.conn.ConnectTimeoutException;
import org.apache.http.impl.client.DefaultHttpClient;
import org.apache.http.impl.client.DefaultHttpRequestRetryHandler;
import org.apache.http.impl.conn.PoolingClientConnectionManager;
import org.apache.http.params.CoreConnectionPNames;
import org.apache.http.params.HttpConnectionParams;
import org.apache.http.protocol.ExecutionContext;
import org.apache.http.util.EntityUtils;

/**
 * Sends requests with rest-assured and returns every outcome as an {@link Exchange}: a response of
 * any status, or a transport error. It never throws for what the server does, so a refused, reset,
 * hanging or flooding server becomes evidence for a failed check.
 *
 * <p>One client on one pool of keep-alive connections serves the whole run (checks run in
 * parallel). Every exchange is bounded: the status line and each header line by {@link
 * #MAX_HEADER_LINE_BYTES}, the headers by {@link #MAX_HEADER_COUNT}, the body by the target's size
 * limit on the bytes as sent (the kit asks for and decodes no compression, so a small compressed
 * answer cannot inflate into gigabytes), and the whole answer by a deadline that aborts the
 * connection ({@link #EXCHANGE_DEADLINE_TIMEOUTS} request timeouts after the request went out), so
 * a server that drips its headers or body a byte at a time cannot hold the kit. An operation whose
 * requests time out {@link #CIRCUIT_LIMIT} times in a row is not sent again ({@link
 * OperationCircuits}). {@link #close()} shuts the pool down.
 */
public final class HttpTransport implements AutoCloseable {

  /** More than the kit's default parallelism, so checks never wait for a connection. */
  private static final int MAX_CONNECTIONS = 32;

  /**
   * A pooled connection idle this long is closed rather than reused: servers close idle keep-alive
   * connections (some after 2 s), and a request sent on one the server already closed would fail
   * for no fault of the server's. Busy runs reuse their connections within milliseconds.
   */
  private static final Duration IDLE_LIMIT = Duration.ofSeconds(1);

  private static final String SENT_AT = "catalogkit.sent-at";

  /** The longest status or header line read; HTTP servers commonly allow 8 KiB. */
  static final int MAX_HEADER_LINE_BYTES = 8 * 1024;

  /** The most header lines read from one answer. */
  static final int MAX_HEADER_COUNT = 100;

  /** An exchange ends, answered or not, this many request timeouts after the request went out. */
  public static final int EXCHANGE_DEADLINE_TIMEOUTS = 2;

  /**
   * How long a stop lets the creates under way run on for their answers: a create answered is
   * deleted, or known absent; one cut off in flight leaves the janitor only "may be left".
   */
  public static final Duration STOP_GRACE = Duration.ofSeconds(3);

  /**
   * What a path sends as it is besides letters and digits: RFC 3986's unreserved characters, the
   * segment separator, percent triplets, and the sub-delimiters except {@code $} (no braces).
   */
  private static final String PATH_CHARS = "-._~/%:@!&'()*+,;=";

  /** Consecutive timeouts of one operation after which it is not sent again in this run. */
  public static final int CIRCUIT_LIMIT = 3;

  private final TargetConfig target;
  private final PoolingClientConnectionManager pool;

  /**
   * Clients not in use. rest-assured changes the client it sends with (it sets its content decoders
   * on it for every request), so a client serves one request at a time; there are as many as
   * requests ever went out at once.
   */
  private final Queue<BoundedClient> idle = new ConcurrentLinkedQueue<>();

  /** Ends exchanges past their deadline: a blocked read wakes only when its socket closes. */
  private final ScheduledExecutorService deadlines =
      Executors.newSingleThreadScheduledExecutor(
          task -> {
            Thread thread = new Thread(task, "kit-exchange-deadline");
            thread.setDaemon(true);
            return thread;
          });

  private final OperationCircuits circuits = new OperationCircuits(CIRCUIT_LIMIT);

  /** Clients with an exchange under way, so that a stopping run can cut them off at once. */
  private final Set<BoundedClient> busy = ConcurrentHashMap.newKeySet();

  /** Threads sending a create whose outcome the janitor needs ({@link #outcomeAwaited}). */
  private final Set<Thread> awaiting = ConcurrentHashMap.newKeySet();

  private volatile String bearerToken;
  private volatile TokenRenewal renewal;
  private volatile Predicate<Thread> senders = thread -> true;
  private volatile String notSentReason = "";

  @SuppressWarnings("deprecation") // rest-assured 5 is built on the HttpClient 4.x classic API
  public HttpTransport(TargetConfig target) {
    this.target = target;
    this.bearerToken = target.token();
    this.pool = new PoolingClientConnectionManager();
    pool.setMaxTotal(MAX_CONNECTIONS);
    pool.setDefaultMaxPerRoute(MAX_CONNECTIONS);
  }

  public TargetConfig target() {
    return target;
  }

  /**
   * Uses this token from now on, one obtained with the client credential, and renews it this way
   * when the server answers 401 to it.
   */
  public void useBearerToken(String token, TokenRenewal renewal) {
    this.bearerToken = token;
    this.renewal = renewal;
  }

  /** Obtains a new bearer token when the server refuses the one in use; empty when it cannot. */
  @FunctionalInterface
  public interface TokenRenewal {
    Optional<String> renew();
  }

  /**
   * From now on only these threads may send; others get a transport error at once that says why.
   * The janitor takes the transport this way, and so does a run that stops (Ctrl-C, its deadline),
   * so checks still running create nothing new.
   */
  public void reserveFor(Predicate<Thread> threads, String why) {
    this.notSentReason = why;
    this.senders = threads;
  }

  /**
   * Ends every exchange under way, by closing its connection; each comes back with a transport
   * error that says the kit {@link Exchange#CUT_OFF cut it off}, and why. A stopping run does this
   * so that no check waits out a hanging server. Creates ({@link #outcomeAwaited}) get {@link
   * #STOP_GRACE} for their answers first.
   */
  public void cutOffExchangesUnderWay(String why) {
    Map<BoundedClient, Long> spared = new HashMap<>();
    for (BoundedClient client : busy) {
      if (client.awaited) {
        spared.put(client, client.exchanges);
      } else {
        client.cutOff(why);
      }
    }
    // only the same exchange: by now its client may be sending the janitor's deletes
    ScheduledFuture<?> unused =
        deadlines.schedule(
            () -> spared.forEach((client, exchange) -> client.cutOff(why, exchange)),
            STOP_GRACE.toMillis(),
            TimeUnit.MILLISECONDS);
  }

  /**
   * Sends whose outcome the run must learn, creates above all: a stop does not cut them off, each
   * ends by its own deadline. A create cut off in flight may or may not be carried out, and the
   * janitor could then only say "may be left"; answered, it is deleted or known to be absent.
   */
  public <T> T outcomeAwaited(Supplier<T> sends) {
    Thread sender = Thread.currentThread();
    boolean outermost = awaiting.add(sender);
    try {
      return sends.get();
    } finally {
      if (outermost) {
        awaiting.remove(sender);
      }
    }
  }

  /** How long one exchange may take at most, from its request to the end of its answer. */
  public Duration exchangeDeadline() {
    return target.requestTimeout().multipliedBy(EXCHANGE_DEADLINE_TIMEOUTS);
  }

  /**
   * Sends the request; a 401 to the run's renewable token renews the token and sends the request
   * once more (the answer to that second try is the exchange).
   */
  public Exchange send(OutgoingRequest request) {
    String tokenSent = bearerToken;
    Exchange exchange = sendOnce(request);
    return exchange.hasStatus(401) && renewedAfterRefusal(request, tokenSent)
        ? sendOnce(request)
        : exchange;
  }

  /**
   * Renews the token that was refused, unless the request carried its own Authorization (a check
   * sending a bad token on purpose) or another request has renewed it meanwhile.
   */
  private boolean renewedAfterRefusal(OutgoingRequest request, String refused) {
    if (renewal == null
        || refused == null
        || request.headers().keySet().stream().anyMatch("Authorization"::equalsIgnoreCase)) {
      return false;
    }
    synchronized (this) {
      if (!refused.equals(bearerToken)) {
        return true;
      }
      Optional<String> fresh = renewal.renew();
      fresh.ifPresent(token -> bearerToken = token);
      return fresh.isPresent();
    }
  }

  private Exchange sendOnce(OutgoingRequest request) {
    Map<String, String> headers = headersFor(request);
    String url = urlOf(request);
    if (!senders.test(Thread.currentThread())) {
      return Exchange.unanswered(request, url, headers, Exchange.NOT_SENT + notSentReason, 0);
    }
    Optional<String> open = circuits.openFor(request.operation());
    if (open.isPresent()) {
      return Exchange.unanswered(request, url, headers, Exchange.NOT_SENT + open.get(), 0);
    }
    pool.closeIdleConnections(IDLE_LIMIT.toMillis(), TimeUnit.MILLISECONDS);
    BoundedClient client = Optional.ofNullable(idle.poll()).orElseGet(BoundedClient::new);
    client.cutOffBecause = null;
    client.awaited = awaiting.contains(Thread.currentThread());
    client.exchanges++;
    busy.add(client);
    if (!senders.test(Thread.currentThread())) {
      // the run stopped between the first look and now: the cut-off may have missed this client
      busy.remove(client);
      idle.offer(client);
      return Exchange.unanswered(request, url, headers, Exchange.NOT_SENT + notSentReason, 0);
    }
    RequestSpecification spec =
        given().config(client.config).urlEncodingEnabled(false).headers(headers).noFilters();
    if (request.body() != null) {
      spec.body(request.body().getBytes(StandardCharsets.UTF_8));
    }
    long start = System.nanoTime();
    try {
      Response response = spec.request(request.method(), url);
      String body = new String(response.asByteArray(), StandardCharsets.UTF_8);
      circuits.answered(request.operation());
      return new Exchange(
          request,
          url,
          headers,
          response.getStatusCode(),
          headersOf(response),
          body,
          null,
          List.of(),
          millisSince(start),
          true,
          null,
          false);
    } catch (Exception transportFailure) {
      return Exchange.unanswered(
          request, url, headers, failureOf(request, client, transportFailure), millisSince(start));
    } finally {
      busy.remove(client);
      client.reset();
      idle.offer(client);
    }
  }

  private Map<String, String> headersFor(OutgoingRequest request) {
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Accept", "application/json");
    headers.put("Accept-Encoding", "identity");
    if (request.body() != null) {
      headers.put("Content-Type", "application/json");
    }
    if (bearerToken != null) {
      headers.put("Authorization", "Bearer " + bearerToken);
    }
    headers.putAll(target.headers());
    request
        .headers()
        .forEach(
            (name, value) -> {
              if (value == null) {
                headers.keySet().removeIf(name::equalsIgnoreCase);
              } else {
                headers.put(name, value);
              }
            });
    return headers;
  }

  private String urlOf(OutgoingRequest request) {
    String base = target.baseUri().toString().replaceAll("/+$", "");
    String path = untemplated(request.path());
    if (request.query().isEmpty()) {
      return base + path;
    }
    return base
        + path
        + "?"
        + request.query().entrySet().stream()
            .map(entry -> OutgoingRequest.percentEncoded(entry.getKey()) + "=" + entry.getValue())
            .collect(Collectors.joining("&"));
  }

  /**
   * The path with every character a URI may not carry as it is percent-encoded, braces first:
   * rest-assured reads {@code {name}} in a path as a template parameter even with URL encoding off,
   * and some such texts make its templating spin for ever before anything is sent. Paths are built
   * encoded ({@code PathSegment}); this is the last guard, for what a check sends raw.
   */
  static String untemplated(String path) {
    StringBuilder safe = new StringBuilder(path.length());
    for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (c < 0x7f && (Character.isLetterOrDigit(c) || PATH_CHARS.indexOf(c) >= 0)) {
        safe.append((char) c);
      } else {
        safe.append('%').append(String.format("%02X", c));
      }
    }
    return safe.toString();
  }

  private static Map<String, String> headersOf(Response response) {
    Map<String, String> headers = new LinkedHashMap<>();
    response
        .getHeaders()
        .forEach(
            header ->
                headers.merge(
                    header.getName(), header.getValue(), (first, next) -> first + ", " + next));
    return headers;
  }

  /** Why an exchange got no answer; a timeout counts against its operation's circuit. */
  private String failureOf(OutgoingRequest request, BoundedClient client, Exception failure) {
    if (client.cutOffBecause != null) {
      return Exchange.CUT_OFF + client.cutOffBecause;
    }
    if (client.expired || timedOut(failure)) {
      circuits.timedOut(request.operation());
    }
    return client.expired
        ? "no complete answer within the exchange deadline of "
            + exchangeDeadline().toSeconds()
            + " s; the connection was closed"
        : describe(failure);
  }

  /** Closes every pooled connection; later sends get a transport error. */
  @Override
  public void close() {
    deadlines.shutdownNow();
    pool.shutdown();
  }

  /**
   * An Apache client on the run's pool, with rest-assured's config for it: connect and read
   * timeouts from the target, no retries, no redirects, no content decoding, bounded header lines,
   * a watchdog that closes the connection when the headers are not in by the exchange's deadline,
   * and response bodies that stop at the size limit and at that deadline.
   */
  private final class BoundedClient {

    @SuppressWarnings("deprecation") // rest-assured 5 is built on the HttpClient 4.x classic API
    private final DefaultHttpClient http = new DefaultHttpClient(pool);

    private final RestAssuredConfig config;
    private HttpResponse received;
    private ScheduledFuture<?> watchdog;
    private volatile HttpConnection connection;
    private volatile boolean expired;
    private volatile String cutOffBecause;
    private volatile boolean awaited;
    private volatile long exchanges;

    @SuppressWarnings("deprecation")
    BoundedClient() {
      // never resend on the kit's behalf: a silent retry would hide what the server did
      http.setHttpRequestRetryHandler(new DefaultHttpRequestRetryHandler(0, false));
      int timeoutMillis = (int) target.requestTimeout().toMillis();
      HttpConnectionParams.setConnectionTimeout(http.getParams(), timeoutMillis);
      HttpConnectionParams.setSoTimeout(http.getParams(), timeoutMillis);
      // the stale check blocks a millisecond per request; idle connections are closed instead
      HttpConnectionParams.setStaleCheckingEnabled(http.getParams(), false);
      http.getParams().setLongParameter(ClientPNames.CONN_MANAGER_TIMEOUT, timeoutMillis);
      http.getParams().setIntParameter(CoreConnectionPNames.MAX_LINE_LENGTH, MAX_HEADER_LINE_BYTES);
      http.getParams().setIntParameter(CoreConnectionPNames.MAX_HEADER_COUNT, MAX_HEADER_COUNT);
      http.addRequestInterceptor(
          (request, context) -> {
            context.setAttribute(SENT_AT, System.nanoTime());
            watch((HttpConnection) context.getAttribute(ExecutionContext.HTTP_CONNECTION));
          });
      http.addResponseInterceptor(
          (response, context) -> {
            // the headers are in; the body's reads check the deadline themselves
            watchdog.cancel(false);
            received = response;
            HttpEntity entity = response.getEntity();
            if (entity != null) {
              long deadline = (long) context.getAttribute(SENT_AT) + exchangeDeadline().toNanos();
              response.setEntity(new BoundedEntity(entity, target.maxBodyBytes(), deadline));
            }
          });
      this.config =
          RestAssuredConfig.config()
              .redirect(RedirectConfig.redirectConfig().followRedirects(false))
              .decoderConfig(DecoderConfig.decoderConfig().noContentDecoders())
              .httpClient(
                  HttpClientConfig.httpClientConfig()
                      .reuseHttpClientInstance()
                      .httpClientFactory(() -> http));
    }

    /**
     * Readies the client for the next request: its connection goes back to the pool whatever
     * rest-assured did with the answer (it never opens an empty body, and one it does not read to
     * the end keeps the connection leased; a body {@link BoundedEntity} cut off has aborted its
     * connection already), and no cookie carries over to another check's request.
     */
    private void watch(HttpConnection connection) {
      this.connection = connection;
      if (cutOffBecause != null) {
        shutDown(connection);
      }
      watchdog =
          deadlines.schedule(
              () -> {
                expired = true;
                shutDown(connection);
              },
              exchangeDeadline().toNanos(),
              TimeUnit.NANOSECONDS);
    }

    /** Cuts off this exchange if the client is still on it. */
    void cutOff(String why, long exchange) {
      if (exchanges == exchange && busy.contains(this)) {
        cutOff(why);
      }
    }

    void cutOff(String why) {
      cutOffBecause = why;
      HttpConnection open = connection;
      if (open != null) {
        shutDown(open);
      }
    }

    void reset() {
      if (watchdog != null) {
        watchdog.cancel(false);
        watchdog = null;
      }
      connection = null;
      expired = false;
      cutOffBecause = null;
      if (received != null) {
        EntityUtils.consumeQuietly(received.getEntity());
        received = null;
      }
      http.getCookieStore().clear();
    }
  }

  private static void shutDown(HttpConnection connection) {
    try {
      connection.shutdown();
    } catch (IOException alreadyClosed) {
      // the exchange ends either way
    }
  }

  /** A read or connect that timed out, or a body the deadline cut off. */
  private static boolean timedOut(Throwable failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof SocketTimeoutException
          || cause instanceof ConnectTimeoutException
          || cause instanceof BoundedEntity.DeadlinePassed) {
        return true;
      }
      if (cause.getCause() == cause) {
        break;
      }
    }
    return false;
  }

  private static String describe(Throwable failure) {
    Throwable root = failure;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String message = root.getMessage() == null ? "" : ": " + root.getMessage();
    return root.getClass().getSimpleName() + message;
  }

  private static long millisSince(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }
}
