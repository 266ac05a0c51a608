package dev.catalogkit.peers.iceberg;

import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;

/**
 * Runs Apache Iceberg's REST fixture ({@code org.apache.iceberg.rest.RESTCatalogServer} from the
 * {@code iceberg-open-api} test fixtures) on 127.0.0.1 only: upstream binds every interface and has
 * no host setting. This half knows no Jetty and no Iceberg version; each fixture module supplies
 * the Jetty half as a {@link Front} and a main method that calls {@link #run(Front)}.
 *
 * <p>The catalog is the one upstream builds, configured by the same {@code CATALOG_*} environment
 * variables ({@code RCKUtils.environmentCatalogConfig}: {@code CATALOG_WAREHOUSE} → {@code
 * warehouse}, {@code CATALOG_IO__IMPL} → {@code io-impl}, ...). {@code CATALOG_REST_PORT} is
 * ignored: the system picks the port. Once the server accepts requests, one line {@code LISTENING
 * http://127.0.0.1:<port>/} is printed on stdout; the server's log goes to stderr. The process
 * stops when its stdin reaches end of file (so it ends with the parent holding the pipe) or on
 * SIGTERM/SIGINT.
 */
public final class FixtureLauncher {

  /** The only address the fixture listens on. */
  public static final String HOST = "127.0.0.1";

  private static final String PACKAGE = "org.apache.iceberg.rest.";

  /** The HTTP server of one Jetty line, serving one servlet at {@code /*}. */
  public interface Front {
    /**
     * Serves {@code servlet} (an {@code org.apache.iceberg.rest.RESTCatalogServlet}, so a {@code
     * jakarta.servlet.Servlet}) on {@code host}, on a port the system picks, with the same request
     * handling upstream adds (gzip); returns once it accepts requests.
     *
     * @return the port it listens on
     */
    int start(Object servlet, String host) throws Exception;

    void stop() throws Exception;
  }

  private FixtureLauncher() {}

  /** Builds the catalog, serves it through {@code front}, and blocks until stdin ends. */
  public static void run(Front front) throws Exception {
    int port = front.start(upstreamServlet(), HOST);
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> stopQuietly(front), "iceberg-rest-fixture-stop"));

    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    out.println("LISTENING http://" + HOST + ":" + port + "/");

    InputStream in = System.in;
    byte[] buffer = new byte[256];
    while (in.read(buffer) >= 0) {
      // input is ignored; only its end matters
    }
    System.exit(0); // runs the shutdown hook
  }

  /**
   * {@code new RESTCatalogServlet(new RESTServerCatalogAdapter(catalogContext))}, where the context
   * comes from upstream's own {@code RESTCatalogServer.initializeBackendCatalog()}: its defaults
   * (JdbcCatalog on in-memory SQLite, schema V1, a temporary warehouse) and its reading of {@code
   * CATALOG_*} stay upstream's. Reflection because that method, the context and the adapter are not
   * public, and because it keeps this class free of any one Iceberg version.
   */
  static Object upstreamServlet() throws Exception {
    Object upstreamServer = newInstance(Class.forName(PACKAGE + "RESTCatalogServer"));
    Method initialize = upstreamServer.getClass().getDeclaredMethod("initializeBackendCatalog");
    initialize.setAccessible(true);
    Object catalogContext = unwrap(() -> initialize.invoke(upstreamServer));

    Object adapter =
        newInstance(Class.forName(PACKAGE + "RESTServerCatalogAdapter"), catalogContext);
    Class<?> adapterType = Class.forName(PACKAGE + "RESTCatalogAdapter");
    Constructor<?> servlet =
        Class.forName(PACKAGE + "RESTCatalogServlet").getConstructor(adapterType);
    return unwrap(() -> servlet.newInstance(adapter));
  }

  /** Calls the one constructor of {@code type} that takes {@code args} (accessible or not). */
  private static Object newInstance(Class<?> type, Object... args) throws Exception {
    for (Constructor<?> constructor : type.getDeclaredConstructors()) {
      Class<?>[] parameters = constructor.getParameterTypes();
      boolean fits = parameters.length == args.length;
      for (int i = 0; fits && i < args.length; i++) {
        fits = parameters[i].isInstance(args[i]);
      }
      if (fits) {
        constructor.setAccessible(true);
        return unwrap(() -> constructor.newInstance(args));
      }
    }
    throw new NoSuchMethodException(type.getName() + " has no constructor for " + args.length);
  }

  private interface Call {
    Object call() throws Exception;
  }

  /** Rethrows what the upstream code threw (a bad CATALOG_* value), not the reflection wrapper. */
  private static Object unwrap(Call call) throws Exception {
    try {
      return call.call();
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof Exception exception) {
        throw exception;
      }
      throw (Error) cause;
    }
  }

  private static void stopQuietly(Front front) {
    try {
      front.stop();
    } catch (Exception e) {
      System.err.println("stop: " + e);
    }
  }
}
