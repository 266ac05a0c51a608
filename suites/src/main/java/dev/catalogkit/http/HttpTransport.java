package dev.catalogkit.http;

import static io.restassured.RestAssured.given;

import io.restassured.config.HttpClientConfig;
import io.restassured.config.RedirectConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.apache.http.HttpEntity;
import org.apache.http.HttpResponse;
import org.apache.http.client.params.ClientPNames;
import org.apache.http.impl.client.DefaultHttpClient;
import org.apache.http.impl.client.DefaultHttpRequestRetryHandler;
import org.apache.http.impl.conn.PoolingClientConnectionManager;
import org.apache.http.params.HttpConnectionParams;
import org.apache.http.util.EntityUtils;

/**
 * Sends requests with rest-assured and returns every outcome as an {@link Exchange}: a response of
 * any status, or a transport error. It never throws for what the server does, so a refused, reset,
 * hanging or flooding server becomes evidence for a failed check.
 *
 * <p>One client on one pool of keep-alive connections serves the whole run (checks run in
 * parallel); each request still gets its own body deadline. {@link #close()} shuts the pool down.
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

  private final TargetConfig target;
  private final PoolingClientConnectionManager pool;

  /**
   * Clients not in use. rest-assured changes the client it sends with (it sets its content decoders
   * on it for every request), so a client serves one request at a time; there are as many as
   * requests ever went out at once.
   */
  private final Queue<BoundedClient> idle = new ConcurrentLinkedQueue<>();

  private volatile String bearerToken;
  private volatile TokenRenewal renewal;
  private volatile Predicate<Thread> senders = thread -> true;

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
   * From now on only these threads may send; others get a transport error at once. The janitor
   * takes the transport this way, so checks still running after Ctrl-C create nothing new while it
   * cleans up.
   */
  public void reserveFor(Predicate<Thread> threads) {
    this.senders = threads;
  }

  /**
   * Sends the request; a 401 to the run's renewable token renews the token and sends the request
   * once more (the answer to that second try is the exchange).
   */
  public Exchange send(OutgoingRequest request) {
    String tokenSent = bearerToken;
    Exchange exchange = sendOnce(request);
    return exchange.status() == 401 && renewedAfterRefusal(request, tokenSent)
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
      return Exchange.unanswered(request, url, headers, "not sent: the run is being cleaned up", 0);
    }
    pool.closeIdleConnections(IDLE_LIMIT.toMillis(), TimeUnit.MILLISECONDS);
    BoundedClient client = Optional.ofNullable(idle.poll()).orElseGet(BoundedClient::new);
    RequestSpecification spec =
        given().config(client.config).urlEncodingEnabled(false).headers(headers).noFilters();
    if (request.body() != null) {
      spec.body(request.body().getBytes(StandardCharsets.UTF_8));
    }
    long start = System.nanoTime();
    try {
      Response response = spec.request(request.method(), url);
      String body = new String(response.asByteArray(), StandardCharsets.UTF_8);
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
          null);
    } catch (Exception transportFailure) {
      return Exchange.unanswered(
          request, url, headers, describe(transportFailure), millisSince(start));
    } finally {
      client.reset();
      idle.offer(client);
    }
  }

  private Map<String, String> headersFor(OutgoingRequest request) {
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Accept", "application/json");
    if (request.body() != null) {
      headers.put("Content-Type", "application/json");
    }
    if (bearerToken != null) {
      headers.put("Authorization", "Bearer " + bearerToken);
    }
    headers.putAll(target.headers());
    headers.putAll(request.headers());
    return headers;
  }

  private String urlOf(OutgoingRequest request) {
    String base = target.baseUri().toString().replaceAll("/+$", "");
    if (request.query().isEmpty()) {
      return base + request.path();
    }
    return base
        + request.path()
        + "?"
        + request.query().entrySet().stream()
            .map(entry -> encode(entry.getKey()) + "=" + encode(entry.getValue()))
            .collect(Collectors.joining("&"));
  }

  private static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
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

  /** Closes every pooled connection; later sends get a transport error. */
  @Override
  public void close() {
    pool.shutdown();
  }

  /**
   * An Apache client on the run's pool, with rest-assured's config for it: connect and read
   * timeouts from the target, no retries, no redirects, and response bodies that stop at the size
   * limit and at the exchange's deadline (twice the timeout after the request went out).
   */
  private final class BoundedClient {

    @SuppressWarnings("deprecation") // rest-assured 5 is built on the HttpClient 4.x classic API
    private final DefaultHttpClient http = new DefaultHttpClient(pool);

    private final RestAssuredConfig config;
    private HttpResponse received;

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
      http.addRequestInterceptor(
          (request, context) -> context.setAttribute(SENT_AT, System.nanoTime()));
      http.addResponseInterceptor(
          (response, context) -> {
            received = response;
            HttpEntity entity = response.getEntity();
            if (entity != null) {
              long deadline =
                  (long) context.getAttribute(SENT_AT) + target.requestTimeout().toNanos() * 2;
              response.setEntity(new BoundedEntity(entity, target.maxBodyBytes(), deadline));
            }
          });
      this.config =
          RestAssuredConfig.config()
              .redirect(RedirectConfig.redirectConfig().followRedirects(false))
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
    void reset() {
      if (received != null) {
        EntityUtils.consumeQuietly(received.getEntity());
        received = null;
      }
      http.getCookieStore().clear();
    }
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
