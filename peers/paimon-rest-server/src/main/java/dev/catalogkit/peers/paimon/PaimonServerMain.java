package dev.catalogkit.peers.paimon;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Map;
import okhttp3.mockwebserver.MockWebServer;
import org.apache.paimon.rest.RESTCatalogServer;
import org.apache.paimon.rest.auth.BearTokenAuthProvider;
import org.apache.paimon.rest.responses.ConfigResponse;

/**
 * Runs Apache Paimon's REST test server ({@code org.apache.paimon.rest.RESTCatalogServer} from the
 * paimon-core tests jar) as a stand-alone process; that class has no main method of its own.
 *
 * <p>Environment:
 *
 * <ul>
 *   <li>{@code PAIMON_REST_TOKEN} (required): the bearer token every request must carry;
 *   <li>{@code PAIMON_REST_DATA_PATH}: the file-system catalog's directory (when unset, a new
 *       temporary directory, left in place afterwards);
 *   <li>{@code PAIMON_REST_WAREHOUSE}: the warehouse name the server reports ({@value
 *       #DEFAULT_WAREHOUSE} when unset);
 *   <li>{@code PAIMON_REST_PREFIX}: the path prefix {@code GET /v1/config} hands out in {@code
 *       defaults} ({@value #DEFAULT_PREFIX} when unset).
 * </ul>
 *
 * <p>The server listens on 127.0.0.1 on a port the system picks. Once it accepts requests, one line
 * {@code LISTENING http://127.0.0.1:<port>/} is printed on stdout; nothing else goes to stdout (the
 * server's log goes to stderr). The process stops when its stdin reaches end of file (so it ends
 * with the parent that holds the pipe) or on SIGTERM/SIGINT.
 */
public final class PaimonServerMain {

  static final String DEFAULT_WAREHOUSE = "catalogkit";
  static final String DEFAULT_PREFIX = "paimon";

  private PaimonServerMain() {}

  public static void main(String[] args) throws Exception {
    String token = System.getenv("PAIMON_REST_TOKEN");
    if (token == null || token.isBlank()) {
      System.err.println("PAIMON_REST_TOKEN is not set");
      System.exit(2);
    }
    String dataPath = env("PAIMON_REST_DATA_PATH", null);
    if (dataPath == null) {
      dataPath = Files.createTempDirectory("paimon-rest-").toString();
    }
    String warehouse = env("PAIMON_REST_WAREHOUSE", DEFAULT_WAREHOUSE);
    String prefix = env("PAIMON_REST_PREFIX", DEFAULT_PREFIX);

    // the server reads its path prefix from the defaults it answers GET /v1/config with
    ConfigResponse config = new ConfigResponse(Map.of("prefix", prefix), Map.of());
    RESTCatalogServer server =
        new RESTCatalogServer(dataPath, new BearTokenAuthProvider(token), config, warehouse);

    // RESTCatalogServer.start() binds whatever "localhost" resolves to; bind 127.0.0.1 explicitly
    MockWebServer http = mockWebServerOf(server);
    http.start(InetAddress.getByAddress("localhost", new byte[] {127, 0, 0, 1}), 0);
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> shutdownQuietly(http), "paimon-rest-server-stop"));

    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    out.println("LISTENING http://127.0.0.1:" + http.getPort() + "/");

    InputStream in = System.in;
    byte[] buffer = new byte[256];
    while (in.read(buffer) >= 0) {
      // input is ignored; only its end matters
    }
    System.exit(0); // runs the shutdown hook
  }

  private static String env(String name, String fallback) {
    String value = System.getenv(name);
    return value == null || value.isBlank() ? fallback : value;
  }

  /** The server's own MockWebServer (a private field: the class offers no bind address). */
  private static MockWebServer mockWebServerOf(RESTCatalogServer server) throws Exception {
    for (Field field : RESTCatalogServer.class.getDeclaredFields()) {
      if (field.getType() == MockWebServer.class) {
        field.setAccessible(true);
        return (MockWebServer) field.get(server);
      }
    }
    throw new IllegalStateException("RESTCatalogServer has no MockWebServer field");
  }

  private static void shutdownQuietly(MockWebServer http) {
    try {
      http.shutdown();
    } catch (IOException e) {
      System.err.println("shutdown: " + e);
    }
  }
}
