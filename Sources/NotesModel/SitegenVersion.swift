/// sitegen's version: `sitegen --version` prints it and every page names it as its generator.
public enum SitegenVersion {
    public static let current = "0.5.0"
}
