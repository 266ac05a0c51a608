package dev.catalogkit.http;

import static io.restassured.RestAssured.given;

import io.restassured.config.HttpClientConfig;
import io.restassured.config.RedirectConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.http.HttpEntity;
import org.apache.http.impl.client.DefaultHttpClient;
import org.apache.http.impl.client.DefaultHttpRequestRetryHandler;
import org.apache.http.params.HttpConnectionParams;

/**
 * Sends requests with rest-assured and returns every outcome as an {@link Exchange}: a response of
 * any status, or a transport error. It never throws for what the server does, so a refused, reset,
 * hanging or flooding server becomes evidence for a failed check.
 */
public final class HttpTransport {

  private final TargetConfig target;
  private final RestAssuredConfig config;
  private volatile String bearerToken;
  private volatile Thread onlyThread;

  public HttpTransport(TargetConfig target) {
    this.target = target;
    this.bearerToken = target.token();
    this.config =
        RestAssuredConfig.config()
            .redirect(RedirectConfig.redirectConfig().followRedirects(false))
            .httpClient(
                HttpClientConfig.httpClientConfig()
                    .dontReuseHttpClientInstance()
                    .httpClientFactory(this::boundedClient));
  }

  public TargetConfig target() {
    return target;
  }

  /** Uses this token from now on, e.g. one obtained with the client credential. */
  public void useBearerToken(String token) {
    this.bearerToken = token;
  }

  /**
   * From now on only this thread may send; other threads get a transport error at once. The janitor
   * takes the transport this way, so checks still running after Ctrl-C create nothing new while it
   * cleans up.
   */
  public void reserveFor(Thread thread) {
    this.onlyThread = thread;
  }

  public Exchange send(OutgoingRequest request) {
    Map<String, String> headers = headersFor(request);
    String url = urlOf(request);
    Thread only = onlyThread;
    if (only != null && only != Thread.currentThread()) {
      return Exchange.unanswered(request, url, headers, "not sent: the run is being cleaned up", 0);
    }
    RequestSpecification spec =
        given().config(config).urlEncodingEnabled(false).headers(headers).noFilters();
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
          millisSince(start));
    } catch (Exception transportFailure) {
      return Exchange.unanswered(
          request, url, headers, describe(transportFailure), millisSince(start));
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

  /**
   * A fresh Apache client whose connect and read timeouts come from the target, and whose response
   * bodies stop at the size limit and the exchange deadline.
   */
  @SuppressWarnings("deprecation") // rest-assured 5 is built on the HttpClient 4.x classic API
  private DefaultHttpClient boundedClient() {
    DefaultHttpClient client = new DefaultHttpClient();
    // never resend on the kit's behalf: a silent retry would hide what the server did
    client.setHttpRequestRetryHandler(new DefaultHttpRequestRetryHandler(0, false));
    int timeoutMillis = (int) target.requestTimeout().toMillis();
    HttpConnectionParams.setConnectionTimeout(client.getParams(), timeoutMillis);
    HttpConnectionParams.setSoTimeout(client.getParams(), timeoutMillis);
    long deadline = System.nanoTime() + target.requestTimeout().toNanos() * 2;
    client.addResponseInterceptor(
        (response, context) -> {
          HttpEntity entity = response.getEntity();
          if (entity != null) {
            response.setEntity(new BoundedEntity(entity, target.maxBodyBytes(), deadline));
          }
        });
    return client;
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
