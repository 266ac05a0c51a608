package dev.catalogkit.selftest;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A mock for what no real server can be made to do on purpose: it forwards everything to the
 * reference catalog, except what its {@link Interception} answers itself — in the {@link Mode}s,
 * the load of one view ({@code loaded_*}, the one ICE-VLD-01 loads), which gets a hostile answer.
 */
final class HostileProxy implements AutoCloseable {

  /** Answers a request itself (true), or leaves it to the reference catalog (false). */
  interface Interception {
    boolean answer(HttpExchange exchange) throws IOException, InterruptedException;
  }

  /** The hostile answers. */
  enum Mode {
    GARBAGE_JSON,
    HTML_ERROR_PAGE,
    CLOSED_WITHOUT_RESPONSE,
    HANGS,
    HUGE_BODY
  }

  static final int HUGE_BODY_BYTES = 4 * 1024 * 1024;

  private final HttpServer server;
  private final HttpClient forward = HttpClient.newHttpClient();
  private final URI upstream;
  private final Interception interception;
  private final CountDownLatch released = new CountDownLatch(1);

  HostileProxy(URI upstream, Mode mode) throws IOException {
    this.upstream = upstream;
    this.interception =
        exchange -> {
          String path = exchange.getRequestURI().getRawPath();
          boolean hostile =
              exchange.getRequestMethod().equals("GET") && path.matches(".*/views/loaded_\\d+");
          if (hostile) {
            misbehave(exchange, mode);
          }
          return hostile;
        };
    this.server = listen();
  }

  HostileProxy(URI upstream, Interception interception) throws IOException {
    this.upstream = upstream;
    this.interception = interception;
    this.server = listen();
  }

  private HttpServer listen() throws IOException {
    HttpServer listening = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    listening.setExecutor(Executors.newCachedThreadPool());
    listening.createContext("/", this::handle);
    listening.start();
    return listening;
  }

  /** Holds a request unanswered until the proxy closes (at most a minute). */
  void hang() throws InterruptedException {
    released.await(60, TimeUnit.SECONDS);
  }

  URI uri() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      if (!interception.answer(exchange)) {
        relay(exchange);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void misbehave(HttpExchange exchange, Mode mode)
      throws IOException, InterruptedException {
    switch (mode) {
      case GARBAGE_JSON -> respond(exchange, 200, "application/json", "{\"metadata\": [1, 2,");
      case HTML_ERROR_PAGE ->
          respond(
              exchange,
              500,
              "text/html",
              "<html><body><h1>Oops</h1><script>alert(1)</script></body></html>");
      case CLOSED_WITHOUT_RESPONSE -> {} // closing the exchange unanswered drops the connection
      case HANGS -> hang();
      case HUGE_BODY -> {
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, 0);
        byte[] chunk = " ".repeat(64 * 1024).getBytes(StandardCharsets.US_ASCII);
        try (OutputStream body = exchange.getResponseBody()) {
          for (int sent = 0; sent < HUGE_BODY_BYTES; sent += chunk.length) {
            body.write(chunk);
          }
        } catch (IOException clientGaveUp) {
          // expected: the kit stops reading at its limit
        }
      }
    }
  }

  private void relay(HttpExchange exchange) throws IOException, InterruptedException {
    relay(exchange, exchange.getRequestURI().toString());
  }

  /** Relays the request to the upstream under another path (and query). */
  void relay(HttpExchange exchange, String pathAndQuery) throws IOException, InterruptedException {
    HttpResponse<byte[]> answer =
        forward(exchange, pathAndQuery, exchange.getRequestBody().readAllBytes());
    answer
        .headers()
        .firstValue("Content-Type")
        .ifPresent(type -> exchange.getResponseHeaders().add("Content-Type", type));
    boolean empty = answer.body().length == 0 || exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(answer.statusCode(), empty ? -1 : answer.body().length);
    if (!empty) {
      exchange.getResponseBody().write(answer.body());
    }
  }

  /**
   * Has the upstream carry out the request (its body already read), and answers nothing: the answer
   * is the caller's to give, or to hold back.
   */
  HttpResponse<byte[]> carryOut(HttpExchange exchange, byte[] body)
      throws IOException, InterruptedException {
    return forward(exchange, exchange.getRequestURI().toString(), body);
  }

  private HttpResponse<byte[]> forward(HttpExchange exchange, String pathAndQuery, byte[] body)
      throws IOException, InterruptedException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(upstream + pathAndQuery))
            .method(exchange.getRequestMethod(), HttpRequest.BodyPublishers.ofByteArray(body));
    for (String header : List.of("Authorization", "Content-Type")) {
      String value = exchange.getRequestHeaders().getFirst(header);
      if (value != null) {
        request.header(header, value);
      }
    }
    return forward.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  /**
   * A 404 ErrorModel whose message and type carry text taken from the request, as a server that
   * echoes what it was sent would answer.
   */
  static void respondReflecting(HttpExchange exchange, String reflected) throws IOException {
    respond(
        exchange,
        404,
        "application/json",
        "{\"error\": {\"message\": \"unknown "
            + reflected
            + "\", \"type\": \""
            + reflected
            + "\", \"code\": 404}}");
  }

  static void respond(HttpExchange exchange, int status, String type, String body)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().add("Content-Type", type);
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
  }

  @Override
  public void close() {
    released.countDown();
    server.stop(0);
  }
}
