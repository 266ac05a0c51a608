package dev.catalogkit.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.peers.IcebergRestFixture.Version;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each Iceberg REST fixture version starts as a child process listening on 127.0.0.1 only, answers
 * {@code GET /v1/config} with what upstream advertises, and stops when its stdin is closed.
 */
@PeerTier
class IcebergRestFixtureTest {

  /** 127.0.0.1 as /proc/net/tcp (IPv4) and /proc/net/tcp6 (IPv4-mapped) write it. */
  private static final Set<String> LOOPBACK_HEX =
      Set.of("0100007F", "0000000000000000FFFF00000100007F");

  private static final ObjectMapper JSON = new ObjectMapper();

  private final HttpClient client =
      HttpClient.newBuilder()
          .connectTimeout(Duration.ofSeconds(10))
          .version(HttpClient.Version.HTTP_1_1)
          .build();

  @ParameterizedTest
  @EnumSource(Version.class)
  void listensOnLoopbackOnlyAnswersConfigAndStopsWhenStdinCloses(Version version) throws Exception {
    URI config;
    IcebergRestFixture stopped;
    try (IcebergRestFixture fixture = IcebergRestFixture.start(version)) {
      stopped = fixture;
      assertEquals(version, fixture.version());
      config = fixture.uri().resolve("v1/config");
      assertEquals("127.0.0.1", config.getHost(), "announced " + fixture.uri());

      List<String> listeners = listenerAddresses(fixture.port());
      assertFalse(listeners.isEmpty(), "nothing listens on port " + fixture.port());
      assertTrue(
          LOOPBACK_HEX.containsAll(listeners),
          "listeners on port " + fixture.port() + " (hex, /proc/net/tcp*): " + listeners);

      HttpResponse<String> response = get(config);

      assertEquals(200, response.statusCode(), response::body);
      String contentType = response.headers().firstValue("Content-Type").orElse("");
      assertTrue(contentType.startsWith("application/json"), "Content-Type: " + contentType);
      assertTrue(Files.isRegularFile(fixture.logFile()), "log " + fixture.logFile());
    }

    assertFalse(stopped.isRunning(), "server process still running after close()");
    // 0 = it ended on stdin EOF; a SIGTERM after the grace period would give 143
    assertEquals(0, stopped.process().exitValue(), "exit code; log " + stopped.logFile());
    assertThrows(IOException.class, () -> get(config), "server still answering after close()");
  }

  @ParameterizedTest
  @EnumSource(Version.class)
  void advertisesWhatUpstreamAdvertises(Version version) throws Exception {
    try (IcebergRestFixture fixture = IcebergRestFixture.start(version)) {
      JsonNode config = JSON.readTree(get(fixture.uri().resolve("v1/config")).body());

      JsonNode endpoints = ((ObjectNode) config).remove("endpoints");
      // defaults and overrides exactly (no prefix, no idempotency-key-lifetime in either version)
      assertEquals(JSON.readTree(expectedConfigWithoutEndpoints(version)), config);
      assertEquals(expectedEndpointCount(version), endpoints.size(), endpoints::toString);
      assertTrue(
          endpoints.toString().contains("\"POST /v1/{prefix}/tables/rename\""),
          endpoints::toString);
    }
  }

  /** Observed with curl; see peers/iceberg-rest-fixture*&#47;README.md. */
  private static String expectedConfigWithoutEndpoints(Version version) {
    return switch (version) {
      case V1_10_0, V1_10_1 -> "{\"defaults\":{},\"overrides\":{}}";
      case V1_11_0 -> "{\"defaults\":{},\"overrides\":{\"namespace-separator\":\"%2E\"}}";
    };
  }

  /** 1.11 adds register-view and the three scan-planning routes to the 26 of 1.10. */
  private static int expectedEndpointCount(Version version) {
    return switch (version) {
      case V1_10_0, V1_10_1 -> 26;
      case V1_11_0 -> 31;
    };
  }

  /**
   * The local addresses (hex, as the kernel writes them) of the TCP sockets in state LISTEN on
   * {@code port}, in this network namespace. A server bound to every interface shows {@code
   * 00000000} or {@code 000…000} here.
   */
  private static List<String> listenerAddresses(int port) throws IOException {
    String portSuffix = String.format(Locale.ROOT, ":%04X", port);
    List<String> addresses = new ArrayList<>();
    boolean readable = false;
    for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
      Path path = Path.of(table);
      if (!Files.isReadable(path)) {
        continue;
      }
      readable = true;
      for (String line : Files.readAllLines(path)) {
        // "sl local_address rem_address st ...": local is ADDR:PORT in hex, state 0A is LISTEN
        String[] fields = line.strip().split("\\s+");
        if (fields.length > 3 && "0A".equals(fields[3]) && fields[1].endsWith(portSuffix)) {
          addresses.add(fields[1].substring(0, fields[1].length() - portSuffix.length()));
        }
      }
    }
    Assumptions.assumeTrue(readable, "no /proc/net/tcp on this system");
    return addresses;
  }

  private HttpResponse<String> get(URI uri) throws IOException, InterruptedException {
    HttpRequest request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30)).GET().build();
    return client.send(request, HttpResponse.BodyHandlers.ofString());
  }
}
