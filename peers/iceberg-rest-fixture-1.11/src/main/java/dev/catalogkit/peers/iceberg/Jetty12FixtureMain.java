package dev.catalogkit.peers.iceberg;

import jakarta.servlet.Servlet;
import org.eclipse.jetty.compression.gzip.GzipCompression;
import org.eclipse.jetty.compression.server.CompressionHandler;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * Apache Iceberg 1.11's REST fixture on Jetty 12 (ee10), bound to 127.0.0.1; see {@link
 * FixtureLauncher}.
 *
 * <p>The Iceberg 1.10 module has the same few lines for Jetty 11 ({@code Jetty11FixtureMain}): the
 * two Jetty lines share no servlet-context or compression type, so each is compiled against its
 * own.
 */
public final class Jetty12FixtureMain implements FixtureLauncher.Front {

  private final Server server = new Server();

  public static void main(String[] args) throws Exception {
    FixtureLauncher.run(new Jetty12FixtureMain());
  }

  @Override
  public int start(Object servlet, String host) throws Exception {
    ServerConnector connector = new ServerConnector(server);
    connector.setHost(host);
    connector.setPort(0);
    server.addConnector(connector);
    // as upstream 1.11 serves it: one servlet at /*, no sessions, gzip compression in front
    ServletContextHandler context = new ServletContextHandler(ServletContextHandler.NO_SESSIONS);
    context.addServlet(new ServletHolder((Servlet) servlet), "/*");
    CompressionHandler compression = new CompressionHandler();
    compression.putCompression(new GzipCompression());
    context.insertHandler(compression);
    server.setHandler(context);
    server.start();
    return connector.getLocalPort();
  }

  @Override
  public void stop() throws Exception {
    server.stop();
  }
}
