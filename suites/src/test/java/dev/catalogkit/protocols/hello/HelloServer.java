package dev.catalogkit.protocols.hello;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.catalogkit.engine.ProtocolProfile.EmbeddedServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A hello server on 127.0.0.1 for the isolation phase's tests, answering the delete of a missing
 * room (HELLO-02) as they need it: always right, always 204, 204 every other time or 500 the first
 * time only. It serves the rooms without a prefix and no config route. The profile's reference is
 * {@link HelloReference}.
 */
final class HelloServer implements EmbeddedServer {

  /** How the server answers the delete of a room that does not exist. */
  enum MissingRoomDelete {
    /** 404, as HELLO-02 asks. */
    NOT_FOUND,
    /** 204: the server forgets whether the room existed. */
    NO_CONTENT,
    /** 204 the first time, 404 the second, and so on: the rule is broken sometimes. */
    NO_CONTENT_EVERY_OTHER_TIME,
    /** 500 the first time, as a server overwhelmed once would; 404 ever after. */
    SERVER_ERROR_ONCE,
    /** 500 the first time; then 404, 204, 404, ...: overwhelmed once, and broken sometimes. */
    SERVER_ERROR_THEN_NO_CONTENT_EVERY_OTHER_TIME
  }

  private static final String ROOMS = "/v1/rooms/";

  private final HttpServer server;
  private final MissingRoomDelete missing;
  private final AtomicInteger missingDeletes = new AtomicInteger();
  private final Set<String> rooms = ConcurrentHashMap.newKeySet();

  private HelloServer(HttpServer server, MissingRoomDelete missing) {
    this.server = server;
    this.missing = missing;
  }

  static HelloServer start(MissingRoomDelete missing) {
    try {
      HttpServer http =
          HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
      HelloServer hello = new HelloServer(http, missing);
      http.createContext(ROOMS, hello::handle);
      http.start();
      return hello;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public URI uri() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
  }

  @Override
  public void close() {
    server.stop(0);
  }

  private void handle(HttpExchange exchange) throws IOException {
    String room =
        URLDecoder.decode(
            exchange.getRequestURI().getRawPath().substring(ROOMS.length()),
            StandardCharsets.UTF_8);
    switch (exchange.getRequestMethod()) {
      case "PUT" -> {
        if (rooms.add(room)) {
          answer(exchange, 200, "{\"room\": \"" + room + "\"}");
        } else {
          answer(exchange, 409, "{\"error\": \"the room exists\"}");
        }
      }
      case "DELETE" -> {
        if (rooms.remove(room)) {
          answer(exchange, 204, null);
        } else {
          answerMissing(exchange, missingDeletes.incrementAndGet());
        }
      }
      default -> answer(exchange, 405, "{\"error\": \"no such route\"}");
    }
  }

  /** The answer to the delete of a missing room, the {@code nth} such delete the server got. */
  private void answerMissing(HttpExchange exchange, int nth) throws IOException {
    boolean deviates =
        switch (missing) {
          case NOT_FOUND -> false;
          case NO_CONTENT -> true;
          case NO_CONTENT_EVERY_OTHER_TIME -> nth % 2 == 1;
          case SERVER_ERROR_ONCE -> nth == 1;
          case SERVER_ERROR_THEN_NO_CONTENT_EVERY_OTHER_TIME -> nth % 2 == 1;
        };
    if (!deviates) {
      answer(exchange, 404, "{\"error\": \"no such room\"}");
    } else if (nth == 1 && missing.name().startsWith("SERVER_ERROR")) {
      answer(exchange, 500, "{\"error\": \"overwhelmed\"}");
    } else {
      answer(exchange, 204, null);
    }
  }

  private static void answer(HttpExchange exchange, int status, String json) throws IOException {
    if (json == null) {
      exchange.sendResponseHeaders(status, -1);
    } else {
      byte[] body = json.getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "application/json");
      exchange.sendResponseHeaders(status, body.length);
      exchange.getResponseBody().write(body);
    }
    exchange.close();
  }
}
