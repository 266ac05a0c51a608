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

/**
 * The hello protocol's reference server on 127.0.0.1, with one optional deviation: a forgetful
 * server answers the delete of a missing room with 204 instead of 404 (HELLO-02).
 */
final class HelloServer implements EmbeddedServer {

  private static final String ROOMS = "/v1/rooms/";

  private final HttpServer server;
  private final boolean forgetful;
  private final Set<String> rooms = ConcurrentHashMap.newKeySet();

  private HelloServer(HttpServer server, boolean forgetful) {
    this.server = server;
    this.forgetful = forgetful;
  }

  static HelloServer start(boolean forgetful) {
    try {
      HttpServer http =
          HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
      HelloServer hello = new HelloServer(http, forgetful);
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
        if (rooms.remove(room) || forgetful) {
          answer(exchange, 204, null);
        } else {
          answer(exchange, 404, "{\"error\": \"no such room\"}");
        }
      }
      default -> answer(exchange, 405, "{\"error\": \"no such route\"}");
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
